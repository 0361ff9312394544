//! Writing messages exactly as the competition's Java server does (XStream's
//! pretty printer): each element on a line of its own, indented two spaces per
//! level, the line break written *before* an element rather than after it, text
//! content on the element's line, empty elements as `<x/>`, and XStream's
//! escapes. Some clients find messages by looking at lines, so the layout is
//! part of the protocol.

/// An element to write.
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

    /// The element as a message at the top of a stream: a line break and two
    /// spaces before it, nothing after it.
    pub fn to_message(&self) -> String {
        let mut out = String::new();
        self.write(&mut out, 1);
        out
    }

    /// The element as a stand-alone document part at column 0 with no line
    /// break before it (a replay file's room packets).
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

/// XStream's escapes: `& < > " '` and carriage return always, a line break
/// inside an attribute value.
pub fn escape(text: &str, attribute: bool) -> String {
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
}
