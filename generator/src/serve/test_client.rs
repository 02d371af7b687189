//! A bare HTTP/1.1 client for the server's tests: raw requests, whole answers, and event
//! streams read event by event (their chunked framing undone).

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::time::Duration;

/// Sends `request` as written and reads the answer until the server closes.
pub fn ask(port: u16, request: &str) -> String {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    stream.write_all(request.as_bytes()).unwrap();
    let mut answer = String::new();
    let _ = stream.read_to_string(&mut answer);
    answer
}

/// GET `path` with this `Host`, on a connection closed after the answer.
pub fn get(port: u16, path: &str, host: &str) -> String {
    ask(
        port,
        &format!("GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n"),
    )
}

/// The head of `answer`, header names in lower case as the server writes them.
pub fn head(answer: &str) -> &str {
    answer.split("\r\n\r\n").next().unwrap_or("")
}

/// An open event stream.
pub struct Events {
    reader: BufReader<TcpStream>,
    pending: String,
}

impl Events {
    /// Opens the event stream of the server on `port`, checking the answer's head.
    pub fn open(port: u16) -> Events {
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
        assert!(head.contains("content-type: text/event-stream"), "{head}");
        assert!(head.contains("x-content-type-options: nosniff"), "{head}");
        assert!(head.contains("transfer-encoding: chunked"), "{head}");
        Events {
            reader,
            pending: String::new(),
        }
    }

    /// Reads one chunk of the body into `pending`.
    fn read_chunk(&mut self) {
        let mut size = String::new();
        assert_ne!(
            self.reader.read_line(&mut size).unwrap(),
            0,
            "the stream ended"
        );
        let size = usize::from_str_radix(size.trim(), 16).unwrap();
        assert_ne!(size, 0, "the stream ended");
        let mut bytes = vec![0; size + 2];
        self.reader.read_exact(&mut bytes).unwrap();
        self.pending
            .push_str(std::str::from_utf8(&bytes[..size]).unwrap());
    }

    /// The next event: its name and data (comments and `retry:` skipped).
    pub fn next(&mut self) -> (String, String) {
        loop {
            while let Some(end) = self.pending.find("\n\n") {
                let block: String = self.pending.drain(..end + 2).collect();
                let (mut name, mut data) = (String::new(), Vec::new());
                for line in block.lines() {
                    if let Some(value) = line.strip_prefix("event: ") {
                        name = value.to_string();
                    } else if let Some(value) = line.strip_prefix("data: ") {
                        data.push(value);
                    }
                }
                if !name.is_empty() {
                    return (name, data.join("\n"));
                }
            }
            self.read_chunk();
        }
    }
}
