//! The development server's HTTP side, on hyper (HTTP/1) over a single-threaded tokio runtime:
//! whatever the clients do, it holds one thread, at most [`Limits::connections`] connections
//! (beyond them a connection is closed at once), a head read within [`Limits::idle`] and
//! [`Limits::head_bytes`] (hyper answers 431 past the size), and a client that stops reading
//! for [`Limits::idle`] is dropped.
//!
//! Every answer comes from the [`Hub`]: GET and HEAD only, the `Host` must be this server (no
//! DNS rebinding), `nosniff` and `no-store` on everything. `/__build` is the build number and
//! `/__build/events` an event stream that stays open and hears each build.

use super::hub::Hub;
use crate::error::{Error, Result};
use http_body_util::{combinators::BoxBody, BodyExt, Full};
use hyper::body::{Body, Bytes, Frame, Incoming};
use hyper::header::{
    HeaderValue, ALLOW, CACHE_CONTROL, CONTENT_TYPE, HOST, X_CONTENT_TYPE_OPTIONS,
};
use hyper::{Method, Request, Response, StatusCode};
use hyper_util::rt::{TokioIo, TokioTimer};
use std::convert::Infallible;
use std::future::Future;
use std::path::Path;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{ready, Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt, ReadBuf};
use tokio::sync::{mpsc, Semaphore};
use tokio::time::{sleep, Sleep};

/// What one server may spend.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Connections open at once (event streams included); one beyond is closed at once.
    pub connections: usize,
    /// Time to send a request's head, and the longest a client may leave an answer unread.
    pub idle: Duration,
    /// Size of a request line and headers together.
    pub head_bytes: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            connections: connections_allowed(open_files_allowed()),
            idle: Duration::from_secs(5),
            head_bytes: 16 * 1024,
        }
    }
}

/// Each connection holds two descriptors (the socket, and the handle kept for the gentle close);
/// this many are kept for the rebuilds (reading sources, writing pages) and the watcher.
const RESERVED_FILES: u64 = 64;

/// The connections served at once when the process may open `files` descriptors: at most 256,
/// with [`RESERVED_FILES`] kept free, two per connection, and at least 8.
fn connections_allowed(files: Option<u64>) -> usize {
    let by_files = files.map_or(256, |files| files.saturating_sub(RESERVED_FILES) / 2);
    by_files.clamp(8, 256) as usize
}

/// The soft limit on open files, as `/proc/self/limits` gives it (Linux); None elsewhere.
fn open_files_allowed() -> Option<u64> {
    let limits = std::fs::read_to_string("/proc/self/limits").ok()?;
    let line = limits.lines().find(|l| l.starts_with("Max open files"))?;
    line["Max open files".len()..]
        .split_whitespace()
        .next()?
        .parse()
        .ok()
}

/// A body of any kind: a whole file or an event stream.
type Answer = Response<BoxBody<Bytes, Infallible>>;

/// Serves `hub` on `listener` within `limits`; it returns only if the server cannot start (a
/// failed accept is waited out and the server goes on).
pub fn run(listener: std::net::TcpListener, hub: Arc<Hub>, limits: Limits) -> Result<()> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_io()
        .enable_time()
        .build()
        .map_err(|e| Error::other(format!("starting the server: {e}")))?;
    runtime.block_on(accept(listener, hub, limits))
}

async fn accept(listener: std::net::TcpListener, hub: Arc<Hub>, limits: Limits) -> Result<()> {
    let port = listener.local_addr().map_err(Error::other)?.port();
    listener.set_nonblocking(true).map_err(Error::other)?;
    let listener = tokio::net::TcpListener::from_std(listener).map_err(Error::other)?;
    let open = Arc::new(Semaphore::new(limits.connections));
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(limits.idle)
        .max_buf_size(limits.head_bytes.max(8192))
        .max_header_size(limits.head_bytes);
    loop {
        let stream = match listener.accept().await {
            Ok((stream, _)) => stream,
            // Out of file descriptors and the like: wait a little, the server goes on.
            Err(_) => {
                sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        // Beyond the limit the connection is dropped: closed at once.
        let Ok(permit) = Arc::clone(&open).try_acquire_owned() else {
            continue;
        };
        let (http, hub) = (http.clone(), Arc::clone(&hub));
        tokio::spawn(async move {
            let _permit = permit;
            let _ = connection(stream, &http, hub, port, limits.idle).await;
        });
    }
}

/// Serves one connection, then closes it gently.
async fn connection(
    stream: tokio::net::TcpStream,
    http: &hyper::server::conn::http1::Builder,
    hub: Arc<Hub>,
    port: u16,
    idle: Duration,
) -> std::io::Result<()> {
    // A second handle on the socket outlives hyper's, for the gentle close.
    let stream = stream.into_std()?;
    let kept = stream.try_clone()?;
    let io = Patient::new(tokio::net::TcpStream::from_std(stream)?, idle);
    let service = hyper::service::service_fn(move |request| {
        let answer = answer(&hub, port, &request);
        async move { Ok::<_, Infallible>(answer) }
    });
    let _ = http.serve_connection(TokioIo::new(io), service).await;
    linger(tokio::net::TcpStream::from_std(kept)?).await
}

/// Closes a connection without resetting it: stops writing, then reads and drops what the
/// client is still sending (at most 1 MiB, for at most a second), so that a client whose
/// request was refused unread (a huge head) still reads the answer.
async fn linger(mut stream: tokio::net::TcpStream) -> std::io::Result<()> {
    stream.shutdown().await?;
    let mut rest = stream.take(1 << 20);
    let mut buffer = vec![0u8; 16 * 1024];
    let drain = async { while rest.read(&mut buffer).await.is_ok_and(|n| n > 0) {} };
    let _ = tokio::time::timeout(Duration::from_secs(1), drain).await;
    Ok(())
}

/// The answer to `request`.
fn answer(hub: &Hub, port: u16, request: &Request<Incoming>) -> Answer {
    // Two `Host` headers: which one the request means is not for the server to guess.
    if request.headers().get_all(HOST).iter().count() > 1 {
        return text(StatusCode::BAD_REQUEST, "one Host header");
    }
    // A page of another name resolving to 127.0.0.1 (DNS rebinding) gets nothing.
    let host = request
        .headers()
        .get(HOST)
        .and_then(|h| h.to_str().ok())
        .map(str::to_ascii_lowercase);
    let ours = host.is_some_and(|h| {
        h.strip_suffix(&format!(":{port}"))
            .is_some_and(|name| name == "127.0.0.1" || name == "localhost")
    });
    if !ours {
        return text(StatusCode::MISDIRECTED_REQUEST, "unknown host");
    }
    if request.method() != Method::GET && request.method() != Method::HEAD {
        let mut refused = text(StatusCode::METHOD_NOT_ALLOWED, "GET only");
        let allow = HeaderValue::from_static("GET, HEAD");
        refused.headers_mut().insert(ALLOW, allow);
        return refused;
    }
    let path = request.uri().path();
    if path == "/__build" {
        return text(StatusCode::OK, &hub.build_number().to_string());
    }
    if path == "/__build/events" {
        // HEAD asks for the head only: no stream is opened.
        let body = if request.method() == Method::HEAD {
            Full::new(Bytes::new()).boxed()
        } else {
            Events(hub.subscribe()).boxed()
        };
        return with_headers(StatusCode::OK, "text/event-stream", body);
    }
    let relative = match path.strip_suffix('/') {
        Some(folder) => format!("{folder}/index.html"),
        None => path.to_string(),
    };
    let relative = relative.trim_start_matches('/');
    match hub.page(relative) {
        Some(bytes) => with_headers(
            StatusCode::OK,
            content_type(Path::new(relative)),
            Full::new(bytes).boxed(),
        ),
        None => text(StatusCode::NOT_FOUND, "not found"),
    }
}

fn text(status: StatusCode, body: &str) -> Answer {
    let body = Full::new(Bytes::from(body.to_string())).boxed();
    with_headers(status, "text/plain; charset=utf-8", body)
}

fn with_headers(
    status: StatusCode,
    kind: &'static str,
    body: BoxBody<Bytes, Infallible>,
) -> Answer {
    let mut response = Response::new(body);
    *response.status_mut() = status;
    let headers = response.headers_mut();
    headers.insert(CONTENT_TYPE, HeaderValue::from_static(kind));
    headers.insert(X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    headers.insert(CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

/// The content type of a served file, by its extension.
fn content_type(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()).unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "json" => "application/json",
        "xml" => "application/xml",
        "wasm" => "application/wasm",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "ico" => "image/x-icon",
        "txt" | "md" => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

/// An event stream's body: the hub's events as they come; it ends when the hub drops it.
struct Events(mpsc::Receiver<Bytes>);

impl Body for Events {
    type Data = Bytes;
    type Error = Infallible;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        context: &mut Context<'_>,
    ) -> Poll<Option<std::result::Result<Frame<Bytes>, Infallible>>> {
        self.0
            .poll_recv(context)
            .map(|next| next.map(|bytes| Ok(Frame::data(bytes))))
    }
}

/// A connection that fails a write left pending for longer than its patience: a client that
/// stops reading cannot hold the server's memory or a connection for good.
struct Patient {
    stream: tokio::net::TcpStream,
    patience: Duration,
    waiting: Option<Pin<Box<Sleep>>>,
}

impl Patient {
    fn new(stream: tokio::net::TcpStream, patience: Duration) -> Patient {
        Patient {
            stream,
            patience,
            waiting: None,
        }
    }

    /// Passes on a write's result; a pending write starts (or keeps) the clock, and fails once
    /// it has run out.
    fn timed<T>(
        &mut self,
        context: &mut Context<'_>,
        result: Poll<std::io::Result<T>>,
    ) -> Poll<std::io::Result<T>> {
        if result.is_ready() {
            self.waiting = None;
            return result;
        }
        let patience = self.patience;
        let clock = self
            .waiting
            .get_or_insert_with(|| Box::pin(sleep(patience)));
        ready!(clock.as_mut().poll(context));
        Poll::Ready(Err(std::io::ErrorKind::TimedOut.into()))
    }
}

impl AsyncRead for Patient {
    fn poll_read(
        mut self: Pin<&mut Self>,
        context: &mut Context<'_>,
        buffer: &mut ReadBuf<'_>,
    ) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.stream).poll_read(context, buffer)
    }
}

impl AsyncWrite for Patient {
    fn poll_write(
        mut self: Pin<&mut Self>,
        context: &mut Context<'_>,
        bytes: &[u8],
    ) -> Poll<std::io::Result<usize>> {
        let result = Pin::new(&mut self.stream).poll_write(context, bytes);
        self.timed(context, result)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        context: &mut Context<'_>,
        buffers: &[std::io::IoSlice<'_>],
    ) -> Poll<std::io::Result<usize>> {
        let result = Pin::new(&mut self.stream).poll_write_vectored(context, buffers);
        self.timed(context, result)
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }

    fn poll_flush(
        mut self: Pin<&mut Self>,
        context: &mut Context<'_>,
    ) -> Poll<std::io::Result<()>> {
        let result = Pin::new(&mut self.stream).poll_flush(context);
        self.timed(context, result)
    }

    fn poll_shutdown(
        mut self: Pin<&mut Self>,
        context: &mut Context<'_>,
    ) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.stream).poll_shutdown(context)
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_client::{ask, get, head, Events};
    use super::*;
    use std::collections::BTreeMap;
    use std::io::{Read, Write};
    use std::net::TcpStream;

    /// A server on an ephemeral port over a site of `index.html` and `app.js`, build 7.
    fn server(limits: Limits) -> (u16, Arc<Hub>) {
        named_server(limits, "test-server")
    }

    /// A server on a thread of its own named `name`: a thread it starts inherits the name (the
    /// system's `comm`), so [`threads_named`] counts the server's threads and no other test's.
    fn named_server(limits: Limits, name: &str) -> (u16, Arc<Hub>) {
        let pages = BTreeMap::from([
            ("index.html".to_string(), b"<body>hi</body>".to_vec()),
            ("app.js".to_string(), b"let a;".to_vec()),
        ]);
        let hub = Arc::new(Hub::new(pages, 7));
        let listener = std::net::TcpListener::bind(("127.0.0.1", 0)).unwrap();
        let port = listener.local_addr().unwrap().port();
        let served = Arc::clone(&hub);
        std::thread::Builder::new()
            .name(name.to_string())
            .spawn(move || run(listener, served, limits))
            .unwrap();
        (port, hub)
    }

    #[test]
    fn pages_and_files_get_their_types_and_nosniff() {
        let (port, _hub) = server(Limits::default());
        let host = format!("127.0.0.1:{port}");
        let page = get(port, "/", &host);
        assert!(page.starts_with("HTTP/1.1 200 OK"), "{page}");
        assert!(head(&page).contains("content-type: text/html; charset=utf-8"));
        assert!(head(&page).contains("x-content-type-options: nosniff"));
        assert!(head(&page).contains("cache-control: no-store"));
        assert!(page.ends_with("\r\n\r\n<body>hi</body>"), "{page}");
        let script = get(port, "/app.js", &format!("LOCALHOST:{port}"));
        assert!(
            head(&script).contains("content-type: text/javascript; charset=utf-8"),
            "{script}"
        );
        assert!(get(port, "/__build", &host).ends_with("\r\n\r\n7"));
        let missing = get(port, "/nothing.html", &host);
        assert!(missing.starts_with("HTTP/1.1 404") && head(&missing).contains("nosniff"));
        let only_head = ask(
            port,
            &format!("HEAD / HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n"),
        );
        assert!(only_head.starts_with("HTTP/1.1 200 OK"), "{only_head}");
        assert!(only_head.ends_with("\r\n\r\n"), "no body: {only_head}");
        let posted = ask(
            port,
            &format!(
                "POST / HTTP/1.1\r\nHost: {host}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
            ),
        );
        assert!(posted.starts_with("HTTP/1.1 405"), "{posted}");
        assert!(head(&posted).contains("allow: GET, HEAD"), "{posted}");
        let asked = ask(
            port,
            &format!("HEAD /__build/events HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n"),
        );
        assert!(
            asked.starts_with("HTTP/1.1 200 OK") && asked.contains("text/event-stream"),
            "a HEAD of the event stream answers and ends, opening no stream: {asked}"
        );
    }

    #[test]
    fn keep_alive_serves_several_requests_on_one_connection() {
        let (port, _hub) = server(Limits::default());
        let mut stream = TcpStream::connect(("127.0.0.1", port)).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(10)))
            .unwrap();
        let request = format!("GET /__build HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n");
        stream.write_all(request.as_bytes()).unwrap();
        let mut first = Vec::new();
        let mut byte = [0u8; 1];
        while !first.ends_with(b"\r\n\r\n7") {
            stream.read_exact(&mut byte).unwrap();
            first.push(byte[0]);
        }
        let last = request.replace("\r\n\r\n", "\r\nConnection: close\r\n\r\n");
        stream.write_all(last.as_bytes()).unwrap();
        let mut second = String::new();
        stream.read_to_string(&mut second).unwrap();
        assert!(second.starts_with("HTTP/1.1 200 OK"), "{second}");
        assert!(second.ends_with("\r\n\r\n7"), "{second}");
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
        let answer = ask(port, "GET / HTTP/1.1\r\nConnection: close\r\n\r\n");
        assert!(answer.starts_with("HTTP/1.1 421"), "no Host: {answer}");
        // Two Host headers, ours first: refused, not guessed.
        let answer = ask(
            port,
            &format!("GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nHost: evil.example\r\nConnection: close\r\n\r\n"),
        );
        assert!(answer.starts_with("HTTP/1.1 400"), "two Hosts: {answer}");
        assert!(!answer.contains("hi"));
    }

    #[test]
    fn the_connection_limit_leaves_descriptors_for_the_rebuilds() {
        // Under a 256-descriptor limit: 96 connections of two descriptors, 64 kept.
        assert_eq!(super::connections_allowed(Some(256)), 96);
        assert_eq!(super::connections_allowed(Some(1 << 20)), 256);
        assert_eq!(super::connections_allowed(Some(20)), 8);
        assert_eq!(super::connections_allowed(None), 256);
        if cfg!(target_os = "linux") {
            assert!(super::open_files_allowed().is_some_and(|files| files > 0));
        }
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
        let answer = String::from_utf8_lossy(&answer);
        assert!(answer.starts_with("HTTP/1.1 431"), "{answer}");
    }

    /// The threads of this process named `name`.
    fn threads_named(name: &str) -> usize {
        std::fs::read_dir("/proc/self/task")
            .unwrap()
            .filter_map(|task| std::fs::read_to_string(task.ok()?.path().join("comm")).ok())
            .filter(|comm| comm.trim_end() == name)
            .count()
    }

    #[test]
    fn idle_connections_take_no_thread_each_and_time_out() {
        let limits = Limits {
            idle: Duration::from_millis(300),
            connections: 64,
            ..Limits::default()
        };
        let (port, _hub) = named_server(limits, "idle-server");
        let host = format!("127.0.0.1:{port}");
        assert!(get(port, "/", &host).starts_with("HTTP/1.1 200"));
        assert_eq!(threads_named("idle-server"), 1);
        let idle: Vec<TcpStream> = (0..400)
            .map(|_| TcpStream::connect(("127.0.0.1", port)).unwrap())
            .collect();
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
        // It went through 400 connections on its one thread: a thread it started for any of
        // them would carry its name.
        assert_eq!(threads_named("idle-server"), 1, "the server's threads");
        drop(idle);
    }

    #[test]
    fn a_client_that_stops_reading_is_dropped() {
        let pages = BTreeMap::from([("big.txt".to_string(), vec![b'x'; 32 << 20])]);
        let hub = Arc::new(Hub::new(pages, 1));
        let listener = std::net::TcpListener::bind(("127.0.0.1", 0)).unwrap();
        let port = listener.local_addr().unwrap().port();
        let limits = Limits {
            idle: Duration::from_millis(300),
            connections: 1,
            ..Limits::default()
        };
        std::thread::spawn(move || run(listener, hub, limits));
        let mut stalled = TcpStream::connect(("127.0.0.1", port)).unwrap();
        write!(
            stalled,
            "GET /big.txt HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n"
        )
        .unwrap();
        // The one connection is taken until the server gives up on the stalled reader.
        let started = std::time::Instant::now();
        while !get(port, "/__build", &format!("127.0.0.1:{port}")).ends_with("\r\n\r\n1") {
            assert!(started.elapsed() < Duration::from_secs(10), "never freed");
            std::thread::sleep(Duration::from_millis(100));
        }
        drop(stalled);
    }

    #[test]
    fn event_streams_leave_room_for_pages_and_hear_every_build() {
        // Room for three streams, a page (its connection freed a moment after the answer) and
        // a late stream.
        let limits = Limits {
            connections: 5,
            ..Limits::default()
        };
        let (port, hub) = server(limits);
        let mut streams: Vec<_> = (0..3).map(|_| Events::open(port)).collect();
        let host = format!("127.0.0.1:{port}");
        assert!(
            get(port, "/", &host).starts_with("HTTP/1.1 200"),
            "pages are served beside the streams"
        );
        hub.failed("error: a.md:1:1: broken\n  |\n1 | x");
        hub.built(BTreeMap::new());
        for stream in &mut streams {
            assert_eq!(
                stream.next(),
                (
                    "failed".into(),
                    "error: a.md:1:1: broken\n  |\n1 | x".into()
                )
            );
            assert_eq!(stream.next(), ("reload".into(), "8".into()));
        }
        hub.failed("error: b.md:2:2: still broken");
        let mut late = Events::open(port);
        assert_eq!(
            late.next().1,
            "error: b.md:2:2: still broken",
            "told at once"
        );
    }
}
