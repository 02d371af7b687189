//! `generator serve`: builds the site in memory for serving, serves it on 127.0.0.1, watches
//! `content/`, `templates/` and the engine's sources (`notify`), and after a change redoes only
//! what the changed file affects ([`Site::update`]: a lesson is checked and its page rendered
//! again without cargo; a template or script renders the pages again; only an engine change
//! compiles the wasm). Open pages hear of it over Server-Sent Events (`/__build/events`):
//! `reload` after a good build, `failed` with the diagnostic after a broken one, which the page
//! shows over itself until the next good build reloads it.
//!
//! Served pages are rendered in [`Mode::Serve`]: they carry the live-reload script, hashed in
//! their policy like every inline script, and `connect-src 'self'`. `dist/` is not written: a
//! built site never reaches a server.
//!
//! The server is bounded whatever the clients do: a fixed pool of workers takes accepted
//! connections from a bounded queue (beyond it a connection is closed); a silent connection
//! times out; the request line and headers are read within a size limit; the `Host` must be
//! this server (no DNS rebinding); GET and HEAD only; every answer has `nosniff`. An event
//! stream takes no worker: its connection is handed to the [`Hub`], which writes the events to
//! every subscriber (at most [`MAX_SUBSCRIBERS`]).
//! (Not tiny_http: its pool starts a thread per connection without bound, and an open event
//! stream would hold one for good.)

use crate::assets::Engines;
use crate::error::{Error, Result};
use crate::render::Mode;
use crate::site::{Change, Site, Sources};
use notify::Watcher as _;
use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{sync_channel, Receiver, TrySendError};
use std::sync::{Arc, Mutex, RwLock};
use std::time::{Duration, Instant};

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

/// The most event streams open at once; a new one beyond closes the oldest.
pub const MAX_SUBSCRIBERS: usize = 32;

/// What the server serves and tells: the pages of the last good build, its number, the
/// diagnostic of a failed build since, and the open event streams.
#[derive(Default)]
pub struct Hub {
    pages: RwLock<BTreeMap<String, Vec<u8>>>,
    build: AtomicU64,
    failed: Mutex<Option<String>>,
    subscribers: Mutex<Vec<TcpStream>>,
}

/// One Server-Sent Event: `event: NAME`, then each line of `data` as a `data:` line.
fn event(name: &str, data: &str) -> String {
    let mut text = format!("event: {name}\n");
    for line in data.split('\n') {
        text.push_str("data: ");
        text.push_str(line);
        text.push('\n');
    }
    text.push('\n');
    text
}

impl Hub {
    /// A hub serving `pages`.
    #[cfg(test)]
    pub fn new(pages: BTreeMap<String, Vec<u8>>) -> Hub {
        let hub = Hub::default();
        *hub.pages.write().unwrap_or_else(|e| e.into_inner()) = pages;
        hub
    }

    /// A good build: its pages are served and open pages reload.
    pub fn built(&self, pages: BTreeMap<String, Vec<u8>>) {
        *self.pages.write().unwrap_or_else(|e| e.into_inner()) = pages;
        *self.failed.lock().unwrap_or_else(|e| e.into_inner()) = None;
        let number = self.build.fetch_add(1, Ordering::SeqCst) + 1;
        self.broadcast(&event("reload", &number.to_string()));
    }

    /// A failed build: open pages show `diagnostic` (the last good pages are still served).
    pub fn failed(&self, diagnostic: &str) {
        *self.failed.lock().unwrap_or_else(|e| e.into_inner()) = Some(diagnostic.to_string());
        self.broadcast(&event("failed", diagnostic));
    }

    /// Writes `text` to every event stream, dropping those that fail.
    fn broadcast(&self, text: &str) {
        let mut subscribers = self.subscribers.lock().unwrap_or_else(|e| e.into_inner());
        subscribers.retain_mut(|stream| {
            stream
                .write_all(text.as_bytes())
                .and_then(|()| stream.flush())
                .is_ok()
        });
    }

    /// Keeps the streams alive (a comment line), dropping the closed ones.
    fn ping(&self) {
        self.broadcast(": ping\n\n");
    }

    /// Takes `stream` as an event stream: the answer's head, then the state (a failed build's
    /// diagnostic, so that a page loaded meanwhile shows it too).
    fn subscribe(&self, mut stream: TcpStream) -> std::io::Result<()> {
        write!(
            stream,
            "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nX-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\n\r\nretry: 1000\n\n"
        )?;
        if let Some(diagnostic) = &*self.failed.lock().unwrap_or_else(|e| e.into_inner()) {
            stream.write_all(event("failed", diagnostic).as_bytes())?;
        }
        stream.flush()?;
        // A subscriber that stops reading must not hold up the others.
        stream.set_write_timeout(Some(Duration::from_secs(1)))?;
        let mut subscribers = self.subscribers.lock().unwrap_or_else(|e| e.into_inner());
        if subscribers.len() >= MAX_SUBSCRIBERS {
            let oldest = subscribers.remove(0);
            let _ = oldest.shutdown(std::net::Shutdown::Both);
        }
        subscribers.push(stream);
        Ok(())
    }
}

/// Runs the server until the process is stopped.
pub fn serve(root: &Path, port: u16) -> Result<()> {
    let listener = TcpListener::bind(("127.0.0.1", port))
        .map_err(|e| Error::other(format!("127.0.0.1:{port}: {e}")))?;
    let engines = Arc::new(Engines::build()?);
    let hub = Arc::new(Hub::default());
    watch(root, engines, Arc::clone(&hub))?;
    println!(
        "Serving on http://127.0.0.1:{port}/ (rebuilds when content/, templates/ or the engine change)"
    );
    run(listener, hub, Limits::default())
}

/// The diagnostic of `error` as the terminal and the page show it.
fn report(root: &Path, error: &Error) -> String {
    let diagnostic = error.render_from(root);
    eprintln!("{diagnostic}");
    diagnostic
}

/// The whole site for serving.
fn load(root: &Path, engines: &Arc<Engines>) -> Result<Site> {
    Sources::load(root)
        .and_then(|sources| Site::new(root, Mode::Serve, sources, Arc::clone(engines)))
}

/// Builds the site for serving into `hub`, then watches the sources in a thread of its own and
/// rebuilds what a change affects.
pub fn watch(root: &Path, engines: Arc<Engines>, hub: Arc<Hub>) -> Result<()> {
    let (sender, changes) = std::sync::mpsc::channel::<notify::Result<notify::Event>>();
    let mut watcher =
        notify::recommended_watcher(sender).map_err(|e| Error::other(format!("watching: {e}")))?;
    let engine_sources = crate::site::workspace().join("engine").join("src");
    for dir in [
        root.join("content"),
        root.join("templates"),
        root.join("locales"),
        engine_sources,
    ] {
        if dir.is_dir() {
            watcher
                .watch(&dir, notify::RecursiveMode::Recursive)
                .map_err(|e| Error::file(&dir.display().to_string(), format!("watching: {e}")))?;
        }
    }
    let mut site = match load(root, &engines) {
        Ok(site) => {
            hub.built(site.pages().clone());
            Some(site)
        }
        Err(error) => {
            hub.failed(&report(root, &error));
            None
        }
    };
    let root = root.to_path_buf();
    std::thread::Builder::new()
        .name("serve-watch".into())
        .spawn(move || {
            let _watcher = watcher;
            let mut engines = engines;
            loop {
                let first = match changes.recv_timeout(Duration::from_secs(15)) {
                    Ok(event) => event,
                    Err(std::sync::mpsc::RecvTimeoutError::Timeout) => {
                        hub.ping();
                        continue;
                    }
                    Err(_) => return,
                };
                let seen = Instant::now();
                // An editor's save is several events: take those of the next few milliseconds too.
                let mut events = vec![first];
                while let Ok(event) = changes.recv_timeout(Duration::from_millis(30)) {
                    events.push(event);
                }
                let changed: Vec<Change> = events
                    .into_iter()
                    .flatten()
                    .filter(|e| !matches!(e.kind, notify::EventKind::Access(_)))
                    .flat_map(|e| e.paths)
                    .filter_map(|path| Change::of(&root, &path))
                    .collect::<std::collections::BTreeSet<_>>()
                    .into_iter()
                    .collect();
                if changed.is_empty() {
                    continue;
                }
                let result = match &mut site {
                    Some(site) => site.update(changed).map(|pages| pages.len()),
                    None => {
                        let rebuilt = if changed.contains(&Change::Engine) {
                            Engines::build().map(|e| engines = Arc::new(e))
                        } else {
                            Ok(())
                        };
                        rebuilt.and_then(|()| load(&root, &engines)).map(|new| {
                            let count = new.pages().len();
                            site = Some(new);
                            count
                        })
                    }
                };
                match result {
                    Ok(count) => {
                        if let Some(site) = &site {
                            hub.built(site.pages().clone());
                        }
                        println!(
                            "Rebuilt {count} page(s): reload sent {} ms after the change was seen",
                            seen.elapsed().as_millis()
                        );
                    }
                    Err(error) => hub.failed(&report(&root, &error)),
                }
            }
        })
        .map_err(|e| Error::other(format!("starting the watcher: {e}")))?;
    Ok(())
}

/// Serves `hub` on `listener` with the pool and limits of `limits`, until the listener fails.
pub fn run(listener: TcpListener, hub: Arc<Hub>, limits: Limits) -> Result<()> {
    let port = listener.local_addr().map_err(Error::other)?.port();
    let (sender, receiver) = sync_channel::<TcpStream>(limits.queue);
    let receiver = Arc::new(Mutex::new(receiver));
    for _ in 0..limits.workers {
        let (receiver, hub) = (Arc::clone(&receiver), Arc::clone(&hub));
        std::thread::Builder::new()
            .name("serve-worker".into())
            .spawn(move || work(&receiver, &hub, port, limits))
            .map_err(|e| Error::other(format!("starting the server's workers: {e}")))?;
    }
    for stream in listener.incoming() {
        match stream {
            // A full queue: the connection is closed (dropped) rather than waited for.
            Ok(stream) => match sender.try_send(stream) {
                Ok(()) | Err(TrySendError::Full(_)) => {}
                Err(TrySendError::Disconnected(_)) => {
                    return Err(Error::other("the server's workers stopped"))
                }
            },
            // Out of file descriptors and the like: wait a little, the server goes on.
            Err(_) => std::thread::sleep(Duration::from_millis(50)),
        }
    }
    Ok(())
}

fn work(receiver: &Mutex<Receiver<TcpStream>>, hub: &Hub, port: u16, limits: Limits) {
    loop {
        let next = receiver.lock().map(|r| r.recv());
        let Ok(Ok(stream)) = next else { return };
        let _ = stream.set_read_timeout(Some(limits.idle));
        let _ = stream.set_write_timeout(Some(limits.idle * 2));
        let _ = respond(stream, hub, port, limits.head_bytes);
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

fn respond(mut stream: TcpStream, hub: &Hub, port: u16, head_limit: u64) -> std::io::Result<()> {
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
        let number = hub.build.load(Ordering::SeqCst).to_string();
        return send(&mut stream, "200 OK", "text/plain", number.as_bytes());
    }
    if path == "/__build/events" {
        let _ = stream.set_read_timeout(None);
        return hub.subscribe(stream);
    }
    let relative = if path.ends_with('/') {
        format!("{path}index.html")
    } else {
        path.to_string()
    };
    let relative = relative.trim_start_matches('/');
    let page = hub
        .pages
        .read()
        .unwrap_or_else(|e| e.into_inner())
        .get(relative)
        .cloned();
    match page {
        Some(bytes) => send(
            &mut stream,
            "200 OK",
            content_type(Path::new(relative)),
            &bytes,
        ),
        None => send(&mut stream, "404 Not Found", "text/plain", b"not found"),
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

    /// A server on an ephemeral port over a site of `index.html` and `app.js`, build 7.
    fn server(limits: Limits) -> (u16, Arc<Hub>) {
        let pages = BTreeMap::from([
            ("index.html".to_string(), b"<body>hi</body>".to_vec()),
            ("app.js".to_string(), b"let a;".to_vec()),
        ]);
        let hub = Arc::new(Hub::new(pages));
        hub.build.store(7, Ordering::SeqCst);
        let listener = TcpListener::bind(("127.0.0.1", 0)).unwrap();
        let port = listener.local_addr().unwrap().port();
        let served = Arc::clone(&hub);
        std::thread::spawn(move || run(listener, served, limits));
        (port, hub)
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
        let (port, _hub) = server(Limits::default());
        let host = format!("127.0.0.1:{port}");
        let page = get(port, "/", &host);
        assert!(page.starts_with("HTTP/1.1 200 OK"), "{page}");
        assert!(page.contains("Content-Type: text/html; charset=utf-8"));
        assert!(page.contains("X-Content-Type-Options: nosniff"));
        assert!(page.ends_with("<body>hi</body>"), "{page}");
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
        let (port, _hub) = server(Limits::default());
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
        let (port, _hub) = server(Limits::default());
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
        let (port, _hub) = server(limits);
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

    /// Opens the event stream of the server on `port`; returns it after the answer's head.
    fn events(port: u16) -> BufReader<TcpStream> {
        let mut stream = TcpStream::connect(("127.0.0.1", port)).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(60)))
            .unwrap();
        write!(
            stream,
            "GET /__build/events HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n"
        )
        .unwrap();
        let mut reader = BufReader::new(stream);
        let mut head = String::new();
        while !head.ends_with("\r\n\r\n") {
            assert_ne!(reader.read_line(&mut head).unwrap(), 0, "{head}");
        }
        assert!(head.starts_with("HTTP/1.1 200 OK"), "{head}");
        assert!(head.contains("Content-Type: text/event-stream"), "{head}");
        assert!(head.contains("nosniff"), "{head}");
        reader
    }

    /// The next event of a stream: its name and data (comments and `retry:` skipped).
    fn next_event(reader: &mut BufReader<TcpStream>) -> (String, String) {
        let (mut name, mut data) = (String::new(), Vec::new());
        loop {
            let mut line = String::new();
            assert_ne!(reader.read_line(&mut line).unwrap(), 0, "the stream ended");
            let line = line.trim_end_matches('\n');
            if line.is_empty() {
                if !name.is_empty() {
                    return (name, data.join("\n"));
                }
            } else if let Some(value) = line.strip_prefix("event: ") {
                name = value.to_string();
            } else if let Some(value) = line.strip_prefix("data: ") {
                data.push(value.to_string());
            }
        }
    }

    #[test]
    fn events_take_no_worker_and_reach_every_page() {
        let limits = Limits {
            workers: 1,
            ..Limits::default()
        };
        let (port, hub) = server(limits);
        let mut streams: Vec<_> = (0..3).map(|_| events(port)).collect();
        let host = format!("127.0.0.1:{port}");
        assert!(
            get(port, "/", &host).starts_with("HTTP/1.1 200"),
            "the one worker is free"
        );
        hub.failed("error: a.md:1:1: broken\n  |\n1 | x");
        hub.built(BTreeMap::new());
        for stream in &mut streams {
            assert_eq!(
                next_event(stream),
                (
                    "failed".into(),
                    "error: a.md:1:1: broken\n  |\n1 | x".into()
                )
            );
            assert_eq!(next_event(stream), ("reload".into(), "8".into()));
        }
        hub.failed("error: b.md:2:2: still broken");
        let mut late = events(port);
        assert_eq!(
            next_event(&mut late).1,
            "error: b.md:2:2: still broken",
            "told at once"
        );
    }

    /// A copy of the repository's content and templates.
    fn copy_of_the_site() -> tempfile::TempDir {
        fn copy(from: &Path, to: &Path) {
            std::fs::create_dir_all(to).unwrap();
            for entry in std::fs::read_dir(from).unwrap().flatten() {
                let target = to.join(entry.file_name());
                if entry.path().is_dir() {
                    copy(&entry.path(), &target);
                } else {
                    std::fs::copy(entry.path(), target).unwrap();
                }
            }
        }
        let dir = tempfile::tempdir().unwrap();
        for sub in ["content", "templates", "locales"] {
            copy(&crate::site::workspace().join(sub), &dir.path().join(sub));
        }
        dir
    }

    #[test]
    fn a_changed_lesson_reloads_the_page_and_a_broken_one_shows_its_error() {
        let dir = copy_of_the_site();
        let root = dir.path().canonicalize().unwrap();
        let hub = Arc::new(Hub::default());
        watch(&root, Arc::new(Engines::placeholder()), Arc::clone(&hub)).unwrap();
        let listener = TcpListener::bind(("127.0.0.1", 0)).unwrap();
        let port = listener.local_addr().unwrap().port();
        let served = Arc::clone(&hub);
        std::thread::spawn(move || run(listener, served, Limits::default()));
        let host = format!("127.0.0.1:{port}");
        let page = get(port, "/lessons/01-board-and-men.html", &host);
        assert!(
            page.contains("/__build/events"),
            "served pages listen for rebuilds"
        );
        let mut stream = events(port);
        let lesson = root.join("content/lessons/02-capturing.md");
        let text = std::fs::read_to_string(&lesson).unwrap();
        std::fs::write(&lesson, text.replacen("\n\n", "\n\nA new line.\n\n", 1)).unwrap();
        assert_eq!(next_event(&mut stream).0, "reload");
        let page = get(port, "/lessons/02-capturing.html", &host);
        assert!(page.contains("A new line."), "the page is rebuilt");
        std::fs::write(
            &lesson,
            text.replace("solution: e3:c5\n", "solution: e3:e7\n"),
        )
        .unwrap();
        let (name, data) = next_event(&mut stream);
        assert_eq!(name, "failed");
        assert!(
            data.starts_with(
                "error: content/lessons/02-capturing.md:17:11: `e3:e7` is not a legal move here\n"
            ),
            "{data}"
        );
        assert!(data.contains("^^^^^"), "{data}");
        std::fs::write(&lesson, &text).unwrap();
        assert_eq!(next_event(&mut stream).0, "reload");
    }
}
