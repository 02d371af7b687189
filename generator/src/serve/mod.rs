//! `generator serve`: builds the site in memory for serving, serves it on 127.0.0.1, watches
//! `content/`, `templates/`, `locales/` and the engine's sources (`notify`), and after a change
//! redoes only what the changed file affects ([`Site::update`]: a lesson is checked and its page
//! rendered again without cargo; a template or script renders the pages again; only an engine
//! change compiles the wasm). Open pages hear of it over Server-Sent Events
//! (`/__build/events`): `reload` after a good build, `failed` with the diagnostic after a broken
//! one, which the page shows over itself until the next good build reloads it.
//!
//! Served pages are rendered in [`Mode::Serve`]: they carry the live-reload script, hashed in
//! their policy like every inline script, and `connect-src 'self'`. `dist/` is not written: a
//! built site never reaches a server.
//!
//! The parts: [`hub`] holds what is served and the event streams, [`http`] answers requests
//! (hyper on a one-thread tokio runtime, bounded whatever the clients do), and this module
//! watches and rebuilds.

mod http;
mod hub;
#[cfg(test)]
mod test_client;

use crate::assets::Engines;
use crate::error::{Error, Result};
use crate::render::Mode;
use crate::site::{Change, Site, Sources};
use http::{run, Limits};
use hub::Hub;
use notify::Watcher as _;
use std::net::TcpListener;
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Runs the server until the process is stopped.
pub fn serve(root: &Path, port: u16) -> Result<()> {
    let listener = TcpListener::bind(("127.0.0.1", port))
        .map_err(|e| Error::other(format!("127.0.0.1:{port}: {e}")))?;
    let engines = Arc::new(Engines::build()?);
    let hub = Arc::new(Hub::default());
    watch(root, engines, Arc::clone(&hub))?;
    crate::report::line(format_args!(
        "Serving on http://127.0.0.1:{port}/ (rebuilds when content/, templates/, locales/ or the engine change)"
    ));
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
                        crate::report::line(format_args!(
                            "Rebuilt {count} page(s): reload sent {} ms after the change was seen",
                            seen.elapsed().as_millis()
                        ));
                    }
                    Err(error) => hub.failed(&report(&root, &error)),
                }
            }
        })
        .map_err(|e| Error::other(format!("starting the watcher: {e}")))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::test_client::{get, Events};
    use super::*;

    #[test]
    fn a_changed_lesson_reloads_the_page_and_a_broken_one_shows_its_error() {
        let dir = crate::test_support::fixture_site();
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
        let mut stream = Events::open(port);
        let lesson = root.join("content/lessons/02-capturing.md");
        let text = std::fs::read_to_string(&lesson).unwrap();
        std::fs::write(&lesson, text.replacen("\n\n", "\n\nA new line.\n\n", 1)).unwrap();
        assert_eq!(stream.next().0, "reload");
        let page = get(port, "/lessons/02-capturing.html", &host);
        assert!(page.contains("A new line."), "the page is rebuilt");
        std::fs::write(
            &lesson,
            text.replace("solution: e3:c5\n", "solution: e3:e7\n"),
        )
        .unwrap();
        let (name, data) = stream.next();
        assert_eq!(name, "failed");
        let line = 1 + text.lines().position(|l| l == "solution: e3:c5").unwrap();
        assert!(
            data.starts_with(&format!(
                "error: content/lessons/02-capturing.md:{line}:11: `e3:e7` is not a legal move here\n"
            )),
            "{data}"
        );
        assert!(data.contains("^^^^^"), "{data}");
        std::fs::write(&lesson, &text).unwrap();
        assert_eq!(stream.next().0, "reload");
    }
}
