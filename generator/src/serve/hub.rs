//! What the development server serves and tells: the pages of the last good build, its number,
//! the diagnostic of a failed build since, and the open event streams (Server-Sent Events) that
//! hear of each build.
//!
//! The watcher thread calls [`Hub::built`] and [`Hub::failed`]; the server's tasks read the
//! pages and take event streams with [`Hub::subscribe`]. An event stream is a bounded channel:
//! a subscriber that stops reading, or whose page is gone, is dropped rather than waited for,
//! and at most [`MAX_SUBSCRIBERS`] are open (more than the server's connections: the connection
//! limit is what bounds them, so open pages never evict each other's streams).

use hyper::body::Bytes;
use std::collections::{BTreeMap, VecDeque};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, RwLock};
use tokio::sync::mpsc;

/// The most event streams open at once; a new one beyond closes the oldest (never reached while
/// the server's connection limit, which every stream counts against, is lower).
pub const MAX_SUBSCRIBERS: usize = 1024;

/// Events a subscriber may have unread before it is dropped.
const BACKLOG: usize = 16;

/// The served site and its listeners.
#[derive(Default)]
pub struct Hub {
    pages: RwLock<BTreeMap<String, Bytes>>,
    build: AtomicU64,
    failed: Mutex<Option<String>>,
    subscribers: Mutex<VecDeque<mpsc::Sender<Bytes>>>,
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
    /// A hub serving `pages` as build number `build`.
    #[cfg(test)]
    pub fn new(pages: BTreeMap<String, Vec<u8>>, build: u64) -> Hub {
        let hub = Hub::default();
        hub.set_pages(pages);
        hub.build.store(build, Ordering::SeqCst);
        hub
    }

    fn set_pages(&self, pages: BTreeMap<String, Vec<u8>>) {
        let pages = pages
            .into_iter()
            .map(|(k, v)| (k, Bytes::from(v)))
            .collect();
        *self.pages.write().unwrap_or_else(|e| e.into_inner()) = pages;
    }

    /// A good build: its pages are served and open pages reload.
    pub fn built(&self, pages: BTreeMap<String, Vec<u8>>) {
        self.set_pages(pages);
        *self.failed.lock().unwrap_or_else(|e| e.into_inner()) = None;
        let number = self.build.fetch_add(1, Ordering::SeqCst) + 1;
        self.broadcast(&event("reload", &number.to_string()));
    }

    /// A failed build: open pages show `diagnostic` (the last good pages are still served).
    pub fn failed(&self, diagnostic: &str) {
        *self.failed.lock().unwrap_or_else(|e| e.into_inner()) = Some(diagnostic.to_string());
        self.broadcast(&event("failed", diagnostic));
    }

    /// The number of the last good build.
    pub fn build_number(&self) -> u64 {
        self.build.load(Ordering::SeqCst)
    }

    /// The served file at `relative` (such as `lessons/01-board-and-men.html`), if any.
    pub fn page(&self, relative: &str) -> Option<Bytes> {
        let pages = self.pages.read().unwrap_or_else(|e| e.into_inner());
        pages.get(relative).cloned()
    }

    /// Sends `text` to every event stream, dropping those that are closed or not reading.
    fn broadcast(&self, text: &str) {
        let text = Bytes::from(text.to_string());
        let mut subscribers = self.subscribers.lock().unwrap_or_else(|e| e.into_inner());
        subscribers.retain(|events| events.try_send(text.clone()).is_ok());
    }

    /// Keeps the streams alive (a comment line), dropping the closed ones.
    pub fn ping(&self) {
        self.broadcast(": ping\n\n");
    }

    /// A new event stream: the reconnection delay, then the state (a failed build's
    /// diagnostic, so that a page loaded meanwhile shows it too), then every later event.
    pub fn subscribe(&self) -> mpsc::Receiver<Bytes> {
        let (sender, receiver) = mpsc::channel(BACKLOG);
        // Listed before the state is read: a build in between is heard (at worst twice).
        let mut subscribers = self.subscribers.lock().unwrap_or_else(|e| e.into_inner());
        let mut greeting = String::from("retry: 1000\n\n");
        if let Some(diagnostic) = &*self.failed.lock().unwrap_or_else(|e| e.into_inner()) {
            greeting.push_str(&event("failed", diagnostic));
        }
        // A new channel has room for its first message.
        let _ = sender.try_send(Bytes::from(greeting));
        // The streams of pages that are gone make room first.
        subscribers.retain(|subscriber| !subscriber.is_closed());
        if subscribers.len() >= MAX_SUBSCRIBERS {
            subscribers.pop_front();
        }
        subscribers.push_back(sender);
        receiver
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn drain(receiver: &mut mpsc::Receiver<Bytes>) -> String {
        let mut text = String::new();
        while let Ok(bytes) = receiver.try_recv() {
            text.push_str(std::str::from_utf8(&bytes).unwrap());
        }
        text
    }

    #[test]
    fn a_stream_hears_the_state_then_each_build() {
        let hub = Hub::new(BTreeMap::new(), 7);
        hub.failed("error: a.md:1:1: broken\n  |\n1 | x");
        let mut events = hub.subscribe();
        assert_eq!(
            drain(&mut events),
            "retry: 1000\n\nevent: failed\ndata: error: a.md:1:1: broken\ndata:   |\ndata: 1 | x\n\n"
        );
        hub.built(BTreeMap::from([("a.html".into(), b"A".to_vec())]));
        assert_eq!(drain(&mut events), "event: reload\ndata: 8\n\n");
        assert_eq!(hub.page("a.html").as_deref(), Some(&b"A"[..]));
        assert_eq!(hub.build_number(), 8);
    }

    #[test]
    fn a_subscriber_that_stops_reading_is_dropped_and_the_oldest_gives_way() {
        let hub = Hub::default();
        let mut stalled = hub.subscribe();
        for _ in 0..BACKLOG {
            hub.ping();
        }
        assert_eq!(
            hub.subscribers.lock().unwrap().len(),
            0,
            "dropped when full"
        );
        while stalled.try_recv().is_ok() {}
        assert!(stalled.try_recv().is_err(), "its stream ends");
        // Forty open pages all hear a build: none evicts another.
        let mut pages: Vec<_> = (0..40).map(|_| hub.subscribe()).collect();
        hub.ping();
        for page in &mut pages {
            assert!(drain(page).ends_with(": ping\n\n"));
        }
        // A closed page's stream makes room, and is not counted.
        drop(pages.pop());
        let _another = hub.subscribe();
        assert_eq!(hub.subscribers.lock().unwrap().len(), 40);
        drop(pages);
        let mut streams: Vec<_> = (0..=MAX_SUBSCRIBERS).map(|_| hub.subscribe()).collect();
        assert_eq!(hub.subscribers.lock().unwrap().len(), MAX_SUBSCRIBERS);
        let _ = streams[0].try_recv();
        assert!(matches!(
            streams[0].try_recv(),
            Err(mpsc::error::TryRecvError::Disconnected)
        ));
    }
}
