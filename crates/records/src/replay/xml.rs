//! The competition's XML, read and written: the parser that reads a replay into
//! [`Element`]s (tolerating a file cut off after complete states), the helpers the
//! season readers share, and [`Node`], which writes elements exactly as the
//! competition's Java server does, for replays and for the network protocol alike.
//!
//! Replays are a few megabytes at most, and element order inside a state is not
//! fixed, so reading them into a tree is the simple way. The network layer reads
//! each protocol message with the same parser ([`parse_message`]), strictly, and
//! writes each one with [`Node`].

use quick_xml::events::Event;

use crate::{RecordError, RecordErrorKind};

/// XML nesting deeper than this is refused (a replay nests about 8 deep).
const MAX_XML_DEPTH: usize = 64;

#[derive(Clone, Debug, Default, PartialEq)]
/// An element: its local name, attributes in file order, children and text.
pub struct Element {
    pub name: String,
    pub attributes: Vec<(String, String)>,
    pub children: Vec<Element>,
    pub text: String,
}

impl Element {
    pub fn attr(&self, name: &str) -> Option<&str> {
        self.attributes
            .iter()
            .find(|(key, _)| key == name)
            .map(|(_, value)| value.as_str())
    }

    pub fn child(&self, name: &str) -> Option<&Element> {
        self.children.iter().find(|child| child.name == name)
    }

    pub fn children_named<'a>(&'a self, name: &'a str) -> impl Iterator<Item = &'a Element> + 'a {
        self.children.iter().filter(move |child| child.name == name)
    }

    pub fn text(&self) -> &str {
        self.text.trim()
    }
}

/// Parses a replay into a tree under a `#document` element, with notes on the damage
/// tolerated (a file cut off after complete states is read up to there). Dropping a
/// tree recurses; parsing limits the depth, so this stays shallow.
pub fn parse_xml(text: &str) -> Result<(Element, Vec<String>), RecordError> {
    let mut reader = quick_xml::Reader::from_str(text);
    let mut stack: Vec<Element> = vec![Element {
        name: "#document".into(),
        ..Element::default()
    }];
    let mut notes = Vec::new();
    let line_at = |offset: u64| {
        text.as_bytes()[..(offset as usize).min(text.len())]
            .iter()
            .filter(|&&b| b == b'\n')
            .count()
            + 1
    };
    loop {
        let event = match reader.read_event() {
            Ok(event) => event,
            Err(error) => {
                let line = line_at(reader.error_position());
                if has_complete_state(&stack) {
                    // A cut-off replay (a crashed server, a copy in progress): keep
                    // the complete states before the damage.
                    notes.push(format!(
                        "the file is damaged or cut off at line {line} ({error}); read up to there"
                    ));
                    break;
                }
                return Err(RecordError::with_kind(
                    RecordErrorKind::Damaged,
                    format!("line {line}: not well-formed XML: {error}"),
                ));
            }
        };
        match event {
            Event::Start(start) => {
                if stack.len() > MAX_XML_DEPTH {
                    return Err(RecordError::with_kind(
                        RecordErrorKind::Invalid,
                        format!(
                            "line {}: elements nest deeper than {MAX_XML_DEPTH}",
                            line_at(reader.buffer_position())
                        ),
                    ));
                }
                stack.push(element_of(&start)?);
            }
            Event::Empty(start) => {
                let element = element_of(&start)?;
                stack
                    .last_mut()
                    .expect("the document stays on the stack")
                    .children
                    .push(element);
            }
            Event::End(_) if stack.len() > 1 => {
                let element = stack.pop().expect("checked above");
                stack
                    .last_mut()
                    .expect("the document stays on the stack")
                    .children
                    .push(element);
            }
            Event::Text(content) => {
                if let Some(top) = stack.last_mut() {
                    top.text.push_str(&content.decode().map_err(|error| {
                        RecordError::with_kind(
                            RecordErrorKind::Damaged,
                            format!("bad text in the XML: {error}"),
                        )
                    })?);
                }
            }
            Event::CData(content) => {
                if let Some(top) = stack.last_mut() {
                    top.text
                        .push_str(&String::from_utf8_lossy(&content.into_inner()));
                }
            }
            Event::GeneralRef(reference) => {
                let resolved = match reference.resolve_char_ref() {
                    Ok(Some(ch)) => Some(ch),
                    _ => match &*String::from_utf8_lossy(&reference) {
                        "amp" => Some('&'),
                        "lt" => Some('<'),
                        "gt" => Some('>'),
                        "quot" => Some('"'),
                        "apos" => Some('\''),
                        _ => None,
                    },
                };
                if let (Some(ch), Some(top)) = (resolved, stack.last_mut()) {
                    top.text.push(ch);
                }
            }
            Event::Eof => break,
            _ => {}
        }
    }
    // Elements left open at the end (no closing tags): keep the complete ones only.
    if stack.len() > 1 {
        notes.push(
            "the file ends before its last elements are closed; read up to there".to_string(),
        );
        while stack.len() > 2 {
            stack.pop();
        }
        let protocol = stack.pop().expect("more than one element");
        stack[0].children.push(protocol);
    }
    let document = stack.pop().expect("the document stays on the stack");
    Ok((document, notes))
}

/// Reads one complete message element (a child of a protocol stream) strictly:
/// well-formed, one element, nothing tolerated. The error says what is wrong.
pub fn parse_message(text: &str) -> Result<Element, RecordError> {
    let (mut document, notes) = parse_xml(text)?;
    if let Some(note) = notes.first() {
        return Err(RecordError::with_kind(
            RecordErrorKind::Damaged,
            note.clone(),
        ));
    }
    if document.children.len() != 1 || !document.text().is_empty() {
        return Err(RecordError::with_kind(
            RecordErrorKind::Invalid,
            "a message is exactly one element",
        ));
    }
    Ok(document.children.remove(0))
}

/// Whether some complete `<room>` with a state has been read.
fn has_complete_state(stack: &[Element]) -> bool {
    stack
        .iter()
        .any(|element| element.children.iter().any(|child| child.name == "room"))
}

fn element_of(start: &quick_xml::events::BytesStart<'_>) -> Result<Element, RecordError> {
    let name = String::from_utf8_lossy(start.local_name().as_ref()).into_owned();
    let mut attributes = Vec::new();
    for attribute in start.attributes() {
        let attribute = attribute.map_err(|error| {
            RecordError::with_kind(
                RecordErrorKind::Damaged,
                format!("bad attribute in <{name}>: {error}"),
            )
        })?;
        let key = String::from_utf8_lossy(attribute.key.local_name().as_ref()).into_owned();
        let value = attribute
            .normalized_value(quick_xml::XmlVersion::Implicit1_0)
            .map_err(|error| {
                RecordError::with_kind(
                    RecordErrorKind::Damaged,
                    format!("bad attribute value in <{name}>: {error}"),
                )
            })?
            .into_owned();
        attributes.push((key, value));
    }
    Ok(Element {
        name,
        attributes,
        children: Vec::new(),
        text: String::new(),
    })
}

/// The integer attribute `name` of `element`; `what` says where, for the error.
pub fn number(element: &Element, name: &str, what: &str) -> Result<i64, RecordError> {
    let text = element.attr(name).ok_or_else(|| {
        RecordError::with_kind(
            RecordErrorKind::Invalid,
            format!("{what}: <{}> has no {name}", element.name),
        )
    })?;
    text.trim().parse().map_err(|_| {
        RecordError::with_kind(
            RecordErrorKind::Invalid,
            format!("{what}: {name}=\"{text}\" is not a number"),
        )
    })
}

/// An element to write, in the layout of the competition's Java server (XStream's
/// pretty printer): each element on a line of its own, indented two spaces per
/// level, the line break written *before* an element rather than after it, text
/// content on the element's line, empty elements as `<x/>`, and XStream's
/// escapes. Some clients find messages by looking at lines, so the layout is
/// part of the protocol; replays are written the same way.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Node {
    pub name: String,
    pub attributes: Vec<(String, String)>,
    pub children: Vec<Node>,
    pub text: Option<String>,
}

impl Node {
    pub fn new(name: &str) -> Node {
        Node {
            name: name.to_string(),
            ..Node::default()
        }
    }

    /// Adds an attribute (written in the order added).
    pub fn attr(mut self, name: &str, value: impl ToString) -> Node {
        self.attributes.push((name.to_string(), value.to_string()));
        self
    }

    pub fn child(mut self, child: Node) -> Node {
        self.children.push(child);
        self
    }

    pub fn children(mut self, children: impl IntoIterator<Item = Node>) -> Node {
        self.children.extend(children);
        self
    }

    /// An element holding only text, e.g. `<team>ONE</team>`.
    pub fn text(mut self, text: impl ToString) -> Node {
        self.text = Some(text.to_string());
        self
    }

    /// An element read back into a node (a client's move echoed in an error).
    pub fn of(element: &Element) -> Node {
        Node {
            name: element.name.clone(),
            attributes: element.attributes.clone(),
            children: element.children.iter().map(Node::of).collect(),
            text: (!element.text().is_empty()).then(|| element.text().to_string()),
        }
    }

    /// The element as a message at the top of a stream (a child of the
    /// `<protocol>` root): a line break and two spaces before it, nothing after it.
    pub fn to_message(&self) -> String {
        let mut out = String::new();
        self.write(&mut out, 1);
        out
    }

    /// The element as a stand-alone document part at column 0 with no line
    /// break before it.
    pub fn to_block(&self) -> String {
        let mut out = String::new();
        self.write(&mut out, 0);
        out.remove(0);
        out
    }

    fn write(&self, out: &mut String, depth: usize) {
        out.push('\n');
        out.extend(std::iter::repeat_n(' ', depth * 2));
        out.push('<');
        out.push_str(&self.name);
        for (name, value) in &self.attributes {
            out.push_str(&format!(" {name}=\"{}\"", escape(value, true)));
        }
        match (&self.text, self.children.is_empty()) {
            (None, true) => out.push_str("/>"),
            (Some(text), true) => {
                out.push_str(&format!(">{}</{}>", escape(text, false), self.name));
            }
            (_, false) => {
                out.push('>');
                for child in &self.children {
                    child.write(out, depth + 1);
                }
                out.push('\n');
                out.extend(std::iter::repeat_n(' ', depth * 2));
                out.push_str(&format!("</{}>", self.name));
            }
        }
    }
}

/// A whole replay or protocol stream: `<protocol>`, the messages (room packets)
/// in the server's layout, and the closing tag.
pub fn document(messages: &[Node]) -> String {
    let mut out = String::from("<protocol>");
    for message in messages {
        out.push_str(&message.to_message());
    }
    out.push_str("\n</protocol>\n");
    out
}

/// XStream's escapes: `& < > " '` and carriage return always, a line break
/// inside an attribute value.
fn escape(text: &str, attribute: bool) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        match ch {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            '\r' => out.push_str("&#xd;"),
            '\n' if attribute => out.push_str("&#xa;"),
            other => out.push(other),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_xstream_layout() {
        let room = Node::new("room").attr("roomId", "R").child(
            Node::new("data")
                .attr("class", "error")
                .attr("message", "a\n'b'")
                .child(Node::new("team").text("ONE")),
        );
        assert_eq!(
            room.to_message(),
            "\n  <room roomId=\"R\">\n    <data class=\"error\" message=\"a&#xa;&apos;b&apos;\">\n      <team>ONE</team>\n    </data>\n  </room>"
        );
        assert_eq!(
            Node::new("joined").attr("roomId", "R").to_message(),
            "\n  <joined roomId=\"R\"/>"
        );
        assert_eq!(Node::new("x").to_block(), "<x/>");
    }

    #[test]
    fn what_is_written_reads_back() {
        let node = Node::new("data")
            .attr("message", "<&>\"'\r\n ü")
            .child(Node::new("team").text("a < b & 'c'"));
        let element = parse_message(&node.to_block()).unwrap();
        assert_eq!(element.attr("message"), Some("<&>\"'\r\n ü"));
        assert_eq!(element.child("team").unwrap().text(), "a < b & 'c'");
        assert_eq!(Node::of(&element), node);
    }
}
