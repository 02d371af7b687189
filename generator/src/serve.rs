//! `generator serve`: builds, serves `dist/` on 127.0.0.1, rebuilds when `content/` or
//! `templates/` change, and reloads open pages after a rebuild.
//!
//! Served HTML gets a small polling script, its hash in the policy, and a policy that lets it
//! reach this server only; the files in `dist/` stay as built (no network at all).

use crate::{csp, site};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{sync_channel, Receiver, TrySendError};
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime};

/// What one server may spend: a fixed pool of workers (never a thread per connection), a
/// bounded queue of accepted connections (beyond it a connection is closed at once), a time
/// limit on a silent connection, and a size limit on the request line and headers.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub workers: usize,
    pub queue: usize,
    pub idle: Duration,
    pub head_bytes: u64,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            workers: 8,
            queue: 64,
            idle: Duration::from_secs(5),
            head_bytes: 16 * 1024,
        }
    }
}

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
    run(listener, root.join("dist"), build_number, Limits::default())
}

/// Serves `dist` on `listener` with the pool and limits of `limits`, until the listener fails.
pub fn run(
    listener: TcpListener,
    dist: PathBuf,
    build_number: Arc<AtomicU64>,
    limits: Limits,
) -> Result<(), String> {
    let port = listener.local_addr().map_err(|e| e.to_string())?.port();
    let (sender, receiver) = sync_channel::<TcpStream>(limits.queue);
    let receiver = Arc::new(Mutex::new(receiver));
    for _ in 0..limits.workers {
        let (receiver, dist, build_number) = (
            Arc::clone(&receiver),
            dist.clone(),
            Arc::clone(&build_number),
        );
        std::thread::Builder::new()
            .name("serve-worker".into())
            .spawn(move || work(&receiver, &dist, &build_number, port, limits))
            .map_err(|e| format!("starting the server's workers: {e}"))?;
    }
    for stream in listener.incoming() {
        match stream {
            // A full queue: the connection is closed (dropped) rather than waited for.
            Ok(stream) => match sender.try_send(stream) {
                Ok(()) | Err(TrySendError::Full(_)) => {}
                Err(TrySendError::Disconnected(_)) => {
                    return Err("the server's workers stopped".into())
                }
            },
            // Out of file descriptors and the like: wait a little, the server goes on.
            Err(_) => std::thread::sleep(Duration::from_millis(50)),
        }
    }
    Ok(())
}

fn work(
    receiver: &Mutex<Receiver<TcpStream>>,
    dist: &Path,
    build_number: &AtomicU64,
    port: u16,
    limits: Limits,
) {
    loop {
        let next = receiver.lock().map(|r| r.recv());
        let Ok(Ok(stream)) = next else { return };
        let _ = stream.set_read_timeout(Some(limits.idle));
        let _ = stream.set_write_timeout(Some(limits.idle * 2));
        let number = build_number.load(Ordering::SeqCst);
        let _ = respond(stream, dist, number, port, limits.head_bytes);
    }
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

/// The request's method, target and `Host` header, read within `limit` bytes; an `Err`
/// carries the status to answer with.
fn read_head(
    stream: &TcpStream,
    limit: u64,
) -> Result<(String, String, Option<String>), &'static str> {
    let mut reader = BufReader::new(stream.take(limit));
    let mut line = Vec::new();
    let mut read_line = |line: &mut Vec<u8>| -> Result<(), &'static str> {
        line.clear();
        match reader.read_until(b'\n', line) {
            Ok(_) if line.ends_with(b"\n") => Ok(()),
            Ok(_) => Err("431 Request Header Fields Too Large"),
            Err(_) => Err("408 Request Timeout"),
        }
    };
    read_line(&mut line)?;
    let request = String::from_utf8_lossy(&line).into_owned();
    let mut parts = request.split_whitespace();
    let (Some(method), Some(target)) = (parts.next(), parts.next()) else {
        return Err("400 Bad Request");
    };
    let (method, target) = (method.to_string(), target.to_string());
    let mut host = None;
    loop {
        read_line(&mut line)?;
        let text = String::from_utf8_lossy(&line);
        let text = text.trim_end();
        if text.is_empty() {
            return Ok((method, target, host));
        }
        if let Some((name, value)) = text.split_once(':') {
            if name.trim().eq_ignore_ascii_case("host") {
                host = Some(value.trim().to_ascii_lowercase());
            }
        }
    }
}

/// The content type of a file served from `dist/`, by its extension.
fn content_type(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()).unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "json" => "application/json",
        "wasm" => "application/wasm",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "ico" => "image/x-icon",
        "txt" | "md" => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

/// Closes a connection whose request was refused unread: stops writing, then reads and drops
/// what the client is still sending (at most 1 MiB, for at most a second), so that closing with
/// unread data does not reset the connection before the client has read the answer.
fn linger(stream: TcpStream) -> std::io::Result<()> {
    stream.shutdown(std::net::Shutdown::Write)?;
    stream.set_read_timeout(Some(Duration::from_millis(200)))?;
    let started = std::time::Instant::now();
    let mut rest = (&stream).take(1 << 20);
    let mut buffer = [0u8; 16 * 1024];
    while started.elapsed() < Duration::from_secs(1) {
        match rest.read(&mut buffer) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
    }
    Ok(())
}

fn respond(
    mut stream: TcpStream,
    dist: &Path,
    build_number: u64,
    port: u16,
    head_limit: u64,
) -> std::io::Result<()> {
    let (method, target, host) = match read_head(&stream, head_limit) {
        Ok(head) => head,
        Err(status) => {
            send(&mut stream, status, "text/plain", status.as_bytes())?;
            return linger(stream);
        }
    };
    // A page of another name resolving to 127.0.0.1 (DNS rebinding) gets nothing.
    let allowed = [format!("127.0.0.1:{port}"), format!("localhost:{port}")];
    if !host.is_some_and(|h| allowed.contains(&h)) {
        return send(
            &mut stream,
            "421 Misdirected Request",
            "text/plain",
            b"unknown host",
        );
    }
    if method != "GET" && method != "HEAD" {
        return send(
            &mut stream,
            "405 Method Not Allowed",
            "text/plain",
            b"GET only",
        );
    }
    let path = target.split(['?', '#']).next().unwrap_or("/");
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
            send(&mut stream, "200 OK", content_type(&file), html.as_bytes())
        }
        Ok(bytes) => send(&mut stream, "200 OK", content_type(&file), &bytes),
        Err(_) => send(&mut stream, "404 Not Found", "text/plain", b"not found"),
    }
}

fn send(stream: &mut TcpStream, status: &str, kind: &str, body: &[u8]) -> std::io::Result<()> {
    write!(
        stream,
        "HTTP/1.1 {status}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\nX-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n",
        body.len()
    )?;
    stream.write_all(body)?;
    stream.flush()
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

    /// A server on an ephemeral port over a `dist/` holding `index.html` and `app.js`.
    fn server(limits: Limits) -> (u16, tempfile::TempDir) {
        let dist = tempfile::tempdir().unwrap();
        std::fs::write(dist.path().join("index.html"), "<body>hi</body>").unwrap();
        std::fs::write(dist.path().join("app.js"), "let a;").unwrap();
        let listener = TcpListener::bind(("127.0.0.1", 0)).unwrap();
        let port = listener.local_addr().unwrap().port();
        let path = dist.path().to_path_buf();
        std::thread::spawn(move || run(listener, path, Arc::new(AtomicU64::new(7)), limits));
        (port, dist)
    }

    fn ask(port: u16, request: &str) -> String {
        let mut stream = TcpStream::connect(("127.0.0.1", port)).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(10)))
            .unwrap();
        stream.write_all(request.as_bytes()).unwrap();
        let mut answer = String::new();
        let _ = stream.read_to_string(&mut answer);
        answer
    }

    fn get(port: u16, path: &str, host: &str) -> String {
        ask(
            port,
            &format!("GET {path} HTTP/1.1\r\nHost: {host}\r\n\r\n"),
        )
    }

    #[test]
    fn pages_and_files_get_their_types_and_nosniff() {
        let (port, _dist) = server(Limits::default());
        let host = format!("127.0.0.1:{port}");
        let page = get(port, "/", &host);
        assert!(page.starts_with("HTTP/1.1 200 OK"), "{page}");
        assert!(page.contains("Content-Type: text/html; charset=utf-8"));
        assert!(page.contains("X-Content-Type-Options: nosniff"));
        assert!(page.contains(RELOAD_SCRIPT), "the live reload stays");
        let script = get(port, "/app.js", &format!("localhost:{port}"));
        assert!(
            script.contains("Content-Type: text/javascript; charset=utf-8"),
            "{script}"
        );
        assert!(get(port, "/__build", &host).ends_with("\r\n\r\n7"));
        let missing = get(port, "/nothing.html", &host);
        assert!(missing.starts_with("HTTP/1.1 404") && missing.contains("nosniff"));
    }

    #[test]
    fn another_host_name_gets_nothing() {
        let (port, _dist) = server(Limits::default());
        for host in [
            format!("evil.example:{port}"),
            "127.0.0.1:1".into(),
            String::new(),
        ] {
            let answer = get(port, "/", &host);
            assert!(answer.starts_with("HTTP/1.1 421"), "{host}: {answer}");
            assert!(!answer.contains("hi"));
        }
        let answer = ask(port, "GET / HTTP/1.1\r\n\r\n");
        assert!(answer.starts_with("HTTP/1.1 421"), "no Host: {answer}");
    }

    #[test]
    fn a_huge_request_line_is_refused_without_reading_it() {
        let (port, _dist) = server(Limits::default());
        let mut stream = TcpStream::connect(("127.0.0.1", port)).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(10)))
            .unwrap();
        let chunk = vec![b'a'; 64 * 1024];
        let _ = stream.write_all(b"GET /");
        // The server answers after its limit; the rest of the line may be refused by the socket.
        for _ in 0..64 {
            if stream.write_all(&chunk).is_err() {
                break;
            }
            let mut peek = [0u8; 1];
            stream.set_nonblocking(true).unwrap();
            let answered = matches!(stream.peek(&mut peek), Ok(n) if n > 0);
            stream.set_nonblocking(false).unwrap();
            if answered {
                break;
            }
        }
        let mut answer = Vec::new();
        let _ = stream.read_to_end(&mut answer);
        assert!(String::from_utf8_lossy(&answer).starts_with("HTTP/1.1 431"));
    }

    fn threads() -> usize {
        let status = std::fs::read_to_string("/proc/self/status").unwrap();
        let line = status.lines().find(|l| l.starts_with("Threads:")).unwrap();
        line[8..].trim().parse().unwrap()
    }

    #[test]
    fn idle_connections_take_no_thread_each_and_time_out() {
        let limits = Limits {
            idle: Duration::from_millis(300),
            ..Limits::default()
        };
        let (port, _dist) = server(limits);
        let host = format!("127.0.0.1:{port}");
        assert!(get(port, "/", &host).starts_with("HTTP/1.1 200"));
        let before = threads();
        let idle: Vec<TcpStream> = (0..400)
            .map(|_| TcpStream::connect(("127.0.0.1", port)).unwrap())
            .collect();
        std::thread::sleep(Duration::from_millis(200));
        // Other tests run in this process too: allow for them, not for 400 threads.
        assert!(threads() < before + 40, "{} threads", threads());
        // The silent connections time out (or were closed), and the server answers again.
        let started = std::time::Instant::now();
        loop {
            let answer = get(port, "/", &host);
            if answer.starts_with("HTTP/1.1 200") {
                break;
            }
            assert!(
                started.elapsed() < Duration::from_secs(30),
                "the server never answered"
            );
            std::thread::sleep(Duration::from_millis(100));
        }
        drop(idle);
    }
}
