//! `generator serve`: builds, serves `dist/` on 127.0.0.1, rebuilds when `content/` or
//! `templates/` change, and reloads open pages after a rebuild.
//!
//! Served HTML gets a small polling script, its hash in the policy, and a policy that lets it
//! reach this server only; the files in `dist/` stay as built (no network at all).

use crate::{csp, site};
use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, SystemTime};

/// The polling script added to served pages (its hash is added to the page's policy).
const RELOAD_SCRIPT: &str = "(()=>{let v=null;setInterval(async()=>{try{const r=await fetch('/__build');const t=await r.text();if(v!==null&&t!==v)location.reload();v=t}catch(e){}},500)})()";

/// A built page as served: the reload script added, its hash in the policy's `script-src`, and
/// `connect-src 'self'` so that it can ask this server for the build number.
fn served_page(html: &str) -> String {
    html.replace("connect-src 'none'", "connect-src 'self'")
        .replacen(
            "script-src ",
            &format!("script-src {} ", csp::hash_source(RELOAD_SCRIPT)),
            1,
        )
        .replace(
            "</body>",
            &format!("<script>{RELOAD_SCRIPT}</script></body>"),
        )
}

/// Runs the server until the process is stopped.
pub fn serve(root: &Path, port: u16) -> Result<(), String> {
    let build_number = Arc::new(AtomicU64::new(0));
    if let Err(message) = site::build(root) {
        eprintln!("error: {message}");
    }
    let listener =
        TcpListener::bind(("127.0.0.1", port)).map_err(|e| format!("127.0.0.1:{port}: {e}"))?;
    println!(
        "Serving dist/ on http://127.0.0.1:{port}/ (rebuilds when content/ or templates/ change)"
    );
    let watcher_root = root.to_path_buf();
    let watcher_build = Arc::clone(&build_number);
    std::thread::spawn(move || watch(&watcher_root, &watcher_build));
    for stream in listener.incoming().flatten() {
        let dist = root.join("dist");
        let number = build_number.load(Ordering::SeqCst);
        std::thread::spawn(move || {
            let _ = respond(stream, &dist, number);
        });
    }
    Ok(())
}

fn newest_change(root: &Path) -> SystemTime {
    fn walk(dir: &Path, newest: &mut SystemTime) {
        for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, newest);
            } else if let Ok(modified) = entry.metadata().and_then(|m| m.modified()) {
                *newest = (*newest).max(modified);
            }
        }
    }
    let mut newest = SystemTime::UNIX_EPOCH;
    walk(&root.join("content"), &mut newest);
    walk(&root.join("templates"), &mut newest);
    newest
}

fn watch(root: &Path, build_number: &AtomicU64) {
    let mut seen = newest_change(root);
    loop {
        std::thread::sleep(Duration::from_millis(300));
        let now = newest_change(root);
        if now != seen {
            seen = now;
            println!("Change seen: rebuilding…");
            match site::build(root) {
                Ok(_) => {
                    build_number.fetch_add(1, Ordering::SeqCst);
                }
                Err(message) => eprintln!("error: {message}"),
            }
        }
    }
}

fn respond(mut stream: TcpStream, dist: &Path, build_number: u64) -> std::io::Result<()> {
    let mut request = String::new();
    BufReader::new(&stream).read_line(&mut request)?;
    let path = request.split_whitespace().nth(1).unwrap_or("/");
    let path = path.split(['?', '#']).next().unwrap_or("/");
    if path == "/__build" {
        return send(
            &mut stream,
            "200 OK",
            "text/plain",
            build_number.to_string().as_bytes(),
        );
    }
    let relative = if path.ends_with('/') {
        format!("{path}index.html")
    } else {
        path.to_string()
    };
    if relative.contains("..") {
        return send(&mut stream, "403 Forbidden", "text/plain", b"forbidden");
    }
    let file: PathBuf = dist.join(relative.trim_start_matches('/'));
    match std::fs::read(&file) {
        Ok(bytes) if file.extension().is_some_and(|e| e == "html") => {
            let html = served_page(&String::from_utf8_lossy(&bytes));
            send(
                &mut stream,
                "200 OK",
                "text/html; charset=utf-8",
                html.as_bytes(),
            )
        }
        Ok(bytes) => send(&mut stream, "200 OK", "application/octet-stream", &bytes),
        Err(_) => send(&mut stream, "404 Not Found", "text/plain", b"not found"),
    }
}

fn send(stream: &mut TcpStream, status: &str, kind: &str, body: &[u8]) -> std::io::Result<()> {
    write!(
        stream,
        "HTTP/1.1 {status}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n",
        body.len()
    )?;
    stream.write_all(body)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_reload_script_is_allowed_by_its_own_hash() {
        let page = format!(
            "<meta http-equiv=Content-Security-Policy content=\"{}\"><body></body>",
            csp::policy(&["'sha256-page'".into()], &[])
        );
        let served = served_page(&page);
        let hash = csp::hash_source(RELOAD_SCRIPT);
        assert!(
            served.contains(&format!(
                "script-src {hash} 'sha256-page' 'wasm-unsafe-eval';"
            )),
            "{served}"
        );
        assert!(served.contains("connect-src 'self'"));
        assert!(served.contains(&format!("<script>{RELOAD_SCRIPT}</script></body>")));
        assert!(!served.contains("unsafe-inline"));
    }
}
