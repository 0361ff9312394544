//! Cutting a protocol stream into messages. Each direction of a connection is one
//! XML document, `<protocol>` and its children; a child is one message, and
//! nothing but its end tag says where it ends (no newline follows it). The
//! reader here scans the bytes for tags, counts the nesting and hands out each
//! complete child as text, without waiting for anything after it.
//!
//! Everything a peer sends is bounded: a message longer than the reader's limit,
//! nesting deeper than [`MAX_DEPTH`], a DOCTYPE (entities are never expanded) or
//! text between messages is an error, never a panic or an endless wait for
//! more of the same message.

use std::io::{self, Read};

/// The largest message a reader accepts by default. A Piranhas 2019 memento, the
/// largest message of any season, is about 8 KB.
pub const MAX_MESSAGE_BYTES: usize = 256 * 1024;

/// Nesting deeper than this is refused (the deepest message nests 6 deep).
pub const MAX_DEPTH: usize = 32;

/// What went wrong reading a stream.
#[derive(Debug)]
pub enum FrameError {
    /// A message grew past the reader's limit (in bytes).
    TooLarge(usize),
    /// Not the protocol's XML: what is wrong.
    Malformed(String),
    /// The connection failed.
    Io(io::Error),
}

impl std::fmt::Display for FrameError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FrameError::TooLarge(limit) => {
                write!(f, "a message is larger than {limit} bytes")
            }
            FrameError::Malformed(what) => write!(f, "not protocol XML: {what}"),
            FrameError::Io(error) => write!(f, "connection error: {error}"),
        }
    }
}

/// Reads messages from a byte stream.
pub struct MessageReader<R> {
    input: R,
    limit: usize,
    /// Bytes read and not yet handed out.
    buffer: Vec<u8>,
    /// Where the scan goes on: everything before it is whole tokens.
    scan: usize,
    /// Open elements, the root included.
    depth: usize,
    /// Where the message being read starts in `buffer`.
    message_start: Option<usize>,
    /// The root has closed, or the peer closed the connection.
    ended: bool,
}

/// What one token of the stream was.
enum Token {
    /// Declarations, comments, CDATA, text: nothing for the framing.
    Skip,
    Open,
    Close,
    Empty,
    /// The token is not complete yet.
    Incomplete,
}

impl<R: Read> MessageReader<R> {
    pub fn new(input: R) -> MessageReader<R> {
        MessageReader::with_limit(input, MAX_MESSAGE_BYTES)
    }

    pub fn with_limit(input: R, limit: usize) -> MessageReader<R> {
        MessageReader {
            input,
            limit,
            buffer: Vec::new(),
            scan: 0,
            depth: 0,
            message_start: None,
            ended: false,
        }
    }

    /// The underlying stream.
    pub fn get_ref(&self) -> &R {
        &self.input
    }

    /// The next complete message, or `None` when the stream has ended (the root
    /// closed, or the peer closed the connection between messages).
    pub fn next_message(&mut self) -> Result<Option<String>, FrameError> {
        loop {
            if let Some(message) = self.scan_buffer()? {
                return Ok(Some(message));
            }
            if self.ended {
                return Ok(None);
            }
            let pending = self.buffer.len() - self.message_start.unwrap_or(self.scan);
            if pending > self.limit {
                return Err(FrameError::TooLarge(self.limit));
            }
            let mut chunk = [0u8; 8192];
            let count = loop {
                match self.input.read(&mut chunk) {
                    Ok(count) => break count,
                    Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
                    Err(error) => return Err(FrameError::Io(error)),
                }
            };
            if count == 0 {
                self.ended = true;
                if self.message_start.is_some() {
                    return Err(FrameError::Malformed(
                        "the connection closed in the middle of a message".into(),
                    ));
                }
                return Ok(None);
            }
            self.buffer.extend_from_slice(&chunk[..count]);
        }
    }

    /// Scans the buffered bytes; returns a message as soon as one is complete.
    fn scan_buffer(&mut self) -> Result<Option<String>, FrameError> {
        while !self.ended && self.scan < self.buffer.len() {
            let byte = self.buffer[self.scan];
            if byte != b'<' {
                if self.message_start.is_none() && !byte.is_ascii_whitespace() {
                    return Err(FrameError::Malformed(format!(
                        "text outside a message: {:?}",
                        preview(&self.buffer[self.scan..])
                    )));
                }
                self.scan += 1;
                continue;
            }
            let start = self.scan;
            let (token, end) = token_at(&self.buffer, start)?;
            if matches!(token, Token::Incomplete) {
                let pending = self.buffer.len() - self.message_start.unwrap_or(start);
                if pending > self.limit {
                    return Err(FrameError::TooLarge(self.limit));
                }
                break;
            }
            self.scan = end;
            match token {
                Token::Skip | Token::Incomplete => {}
                Token::Open => {
                    if self.depth == 1 {
                        self.message_start = Some(start);
                    }
                    self.depth += 1;
                    if self.depth > MAX_DEPTH {
                        return Err(FrameError::Malformed(format!(
                            "elements nest deeper than {MAX_DEPTH}"
                        )));
                    }
                }
                Token::Empty => match self.depth {
                    0 => self.ended = true,
                    1 => return self.take(start, end).map(Some),
                    _ => {}
                },
                Token::Close => {
                    if self.depth == 0 {
                        return Err(FrameError::Malformed("an end tag with nothing open".into()));
                    }
                    self.depth -= 1;
                    match self.depth {
                        0 => self.ended = true,
                        1 => {
                            let from = self.message_start.take().unwrap_or(start);
                            return self.take(from, end).map(Some);
                        }
                        _ => {}
                    }
                }
            }
            if let Some(from) = self.message_start
                && self.scan - from > self.limit
            {
                return Err(FrameError::TooLarge(self.limit));
            }
        }
        if self.message_start.is_none() {
            self.buffer.drain(..self.scan);
            self.scan = 0;
        }
        Ok(None)
    }

    /// Hands out `buffer[from..to]` (unless it is over the limit) and forgets
    /// everything up to `to`.
    fn take(&mut self, from: usize, to: usize) -> Result<String, FrameError> {
        if to - from > self.limit {
            return Err(FrameError::TooLarge(self.limit));
        }
        let text = decode(&self.buffer[from..to]);
        self.buffer.drain(..to);
        self.scan = 0;
        self.message_start = None;
        Ok(text)
    }
}

/// The token starting with `<` at `start`, and where it ends.
fn token_at(bytes: &[u8], start: usize) -> Result<(Token, usize), FrameError> {
    let rest = &bytes[start..];
    let find = |needle: &[u8], from: usize| {
        rest.get(from..).and_then(|tail| {
            tail.windows(needle.len())
                .position(|window| window == needle)
                .map(|at| start + from + at + needle.len())
        })
    };
    let done = |token: Token, end: Option<usize>| match end {
        Some(end) => Ok((token, end)),
        None => Ok((Token::Incomplete, start)),
    };
    if rest.len() < 2 {
        return Ok((Token::Incomplete, start));
    }
    match rest[1] {
        b'?' => done(Token::Skip, find(b"?>", 2)),
        b'!' => {
            if rest.len() < 9 {
                // Too short to tell a comment from CDATA or a DOCTYPE yet.
                if b"<!--".starts_with(&rest[..rest.len().min(4)]) || b"<![CDATA[".starts_with(rest)
                {
                    return Ok((Token::Incomplete, start));
                }
            }
            if rest.starts_with(b"<!--") {
                done(Token::Skip, find(b"-->", 4))
            } else if rest.starts_with(b"<![CDATA[") {
                done(Token::Skip, find(b"]]>", 9))
            } else {
                Err(FrameError::Malformed(
                    "a DOCTYPE or other declaration is not allowed".into(),
                ))
            }
        }
        b'/' => done(Token::Close, find(b">", 2)),
        first if first.is_ascii_alphabetic() || first == b'_' || first >= 0x80 => {
            // A start tag: `>` inside a quoted attribute value does not end it.
            let mut quote = None;
            for (offset, &byte) in rest.iter().enumerate().skip(1) {
                match (quote, byte) {
                    (Some(q), b) if b == q => quote = None,
                    (Some(_), _) => {}
                    (None, b'"' | b'\'') => quote = Some(byte),
                    (None, b'<') => {
                        return Err(FrameError::Malformed(format!(
                            "'<' inside a tag: {:?}",
                            preview(rest)
                        )));
                    }
                    (None, b'>') => {
                        let token = if rest[offset - 1] == b'/' {
                            Token::Empty
                        } else {
                            Token::Open
                        };
                        return Ok((token, start + offset + 1));
                    }
                    _ => {}
                }
            }
            Ok((Token::Incomplete, start))
        }
        _ => Err(FrameError::Malformed(format!(
            "not a tag: {:?}",
            preview(rest)
        ))),
    }
}

/// UTF-8, or Latin-1 where the bytes are not UTF-8 (older Java servers wrote
/// their platform's charset).
pub fn decode(bytes: &[u8]) -> String {
    match std::str::from_utf8(bytes) {
        Ok(text) => text.to_string(),
        Err(_) => bytes.iter().map(|&byte| byte as char).collect(),
    }
}

/// The first bytes of some input, for an error message.
fn preview(bytes: &[u8]) -> String {
    decode(&bytes[..bytes.len().min(40)])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn messages(input: &[u8]) -> Vec<String> {
        let mut reader = MessageReader::new(input);
        let mut out = Vec::new();
        while let Some(message) = reader.next_message().expect("well-formed") {
            out.push(message);
        }
        out
    }

    #[test]
    fn cuts_children_of_the_root_without_newlines() {
        let input = b"<protocol><join/>\n<room roomId=\"a>b\"><data class=\"move\"><from x=\"1\" y=\"2\"/></data></room><left roomId=\"r\"/></protocol>";
        assert_eq!(
            messages(input),
            [
                "<join/>",
                "<room roomId=\"a>b\"><data class=\"move\"><from x=\"1\" y=\"2\"/></data></room>",
                "<left roomId=\"r\"/>"
            ]
        );
    }

    #[test]
    fn a_message_is_handed_out_before_the_next_bytes_arrive() {
        // One byte at a time: the reader never needs more than the message itself.
        struct Trickle<'a>(&'a [u8]);
        impl Read for Trickle<'_> {
            fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
                match self.0.split_first() {
                    Some((&byte, rest)) if !buf.is_empty() => {
                        buf[0] = byte;
                        self.0 = rest;
                        Ok(1)
                    }
                    _ => Ok(0),
                }
            }
        }
        let mut reader = MessageReader::new(Trickle(
            b"<?xml version=\"1.0\"?><protocol>\n  <joined roomId=\"r\"/>",
        ));
        assert_eq!(
            reader.next_message().unwrap().as_deref(),
            Some("<joined roomId=\"r\"/>")
        );
        assert!(reader.next_message().unwrap().is_none());
    }

    #[test]
    fn refuses_garbage_doctype_depth_and_size() {
        for input in [
            &b"hello"[..],
            b"<protocol>text<join/>",
            b"<!DOCTYPE x [<!ENTITY a \"b\">]><protocol/>",
            b"<protocol><1/>",
        ] {
            let mut reader = MessageReader::new(input);
            assert!(
                matches!(reader.next_message(), Err(FrameError::Malformed(_))),
                "{input:?}"
            );
        }
        let deep = format!("<protocol>{}", "<a>".repeat(100));
        assert!(matches!(
            MessageReader::new(deep.as_bytes()).next_message(),
            Err(FrameError::Malformed(_))
        ));
        let big = format!("<protocol><room>{}</room>", " ".repeat(2000));
        assert!(matches!(
            MessageReader::with_limit(big.as_bytes(), 1000).next_message(),
            Err(FrameError::TooLarge(1000))
        ));
        let endless_tag = format!("<protocol><room a=\"{}", "x".repeat(5000));
        assert!(matches!(
            MessageReader::with_limit(endless_tag.as_bytes(), 1000).next_message(),
            Err(FrameError::TooLarge(1000))
        ));
    }
}
