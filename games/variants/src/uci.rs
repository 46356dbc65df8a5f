//! UCI for every variant at once: the session of the variant `UCI_Variant` names, replaced
//! when the option changes, with the engine options set so far carried over.

use gambit_engine::protocol::Identity;
use gambit_engine::protocol::LineProtocol;
use gambit_engine::uci::UciSession;
use std::io::Write;

/// One variant's UCI session, behind an object-safe face.
trait VariantSession: Send {
    fn handle_line(&mut self, line: &str, out: &mut Vec<u8>) -> bool;
    fn end(&mut self);
}

impl<P: LineProtocol + Send> VariantSession for P {
    fn handle_line(&mut self, line: &str, out: &mut Vec<u8>) -> bool {
        self.handle(line, out)
    }
    fn end(&mut self) {
        self.end_of_input()
    }
}

/// The UCI session of `gambit-variants`.
pub struct VariantsUci {
    id: Identity,
    variant: &'static str,
    session: Box<dyn VariantSession>,
    /// `setoption` lines other than `UCI_Variant`, replayed on a new variant's session.
    options: Vec<String>,
}

fn session_for(id: Identity, name: &str) -> Option<Box<dyn VariantSession>> {
    crate::with_variant!(name, G => Box::new(UciSession::<G>::with_search(id).with_divide(gambit::perft::divide_by_game::<G>())) as Box<dyn VariantSession>)
}

impl VariantsUci {
    /// A session playing chess until `UCI_Variant` says otherwise.
    pub fn new(id: Identity) -> Self {
        VariantsUci {
            id,
            variant: "chess",
            session: session_for(id, "chess").expect("chess is a variant"),
            options: Vec::new(),
        }
    }

    /// The `option` line of `UCI_Variant`.
    fn variant_option(&self) -> String {
        let mut line = format!(
            "option name UCI_Variant type combo default {}",
            self.variant
        );
        for v in crate::VARIANTS {
            line.push_str(" var ");
            line.push_str(v);
        }
        line
    }

    /// Switches to the variant `name`; an unknown name is said and changes nothing.
    fn set_variant(&mut self, name: &str, out: &mut impl Write) {
        let lower = name.to_ascii_lowercase();
        let Some(&known) = crate::VARIANTS.iter().find(|v| **v == lower) else {
            let _ = writeln!(
                out,
                "info string unknown variant '{name}' (UCI_Variant: {})",
                crate::VARIANTS.join(" ")
            );
            return;
        };
        if known == self.variant {
            return;
        }
        self.session.end();
        let Some(session) = session_for(self.id, known) else {
            return;
        };
        self.session = session;
        self.variant = known;
        // The options set so far, again: what the new variant's session refuses is said.
        let mut replies = Vec::new();
        for line in &self.options {
            self.session.handle_line(line, &mut replies);
        }
        for reply in String::from_utf8_lossy(&replies).lines() {
            if reply.starts_with("info string") {
                let _ = writeln!(out, "{reply} (replayed for {known})");
            }
        }
    }
}

/// `Some(value)` when `line` sets `UCI_Variant`.
fn variant_value(line: &str) -> Option<&str> {
    let words: Vec<&str> = line.split_whitespace().collect();
    if words.len() >= 5
        && words[0] == "setoption"
        && words[1] == "name"
        && words[2].eq_ignore_ascii_case("UCI_Variant")
        && words[3] == "value"
    {
        let at = line.find(words[4]).unwrap_or(0);
        return Some(line[at..].trim());
    }
    None
}

impl LineProtocol for VariantsUci {
    fn handle(&mut self, line: &str, out: &mut (impl Write + Send)) -> bool {
        if let Some(value) = variant_value(line) {
            self.set_variant(value, out);
            return true;
        }
        let mut buf = Vec::new();
        let go_on = self.session.handle_line(line, &mut buf);
        let text = String::from_utf8_lossy(&buf);
        if line.split_whitespace().next() == Some("uci") {
            for l in text.lines() {
                if l == "uciok" {
                    let _ = writeln!(out, "{}", self.variant_option());
                }
                let _ = writeln!(out, "{l}");
            }
        } else {
            let _ = out.write_all(&buf);
        }
        if line.split_whitespace().next() == Some("setoption") {
            self.options.push(line.trim().to_string());
        }
        go_on
    }

    fn end_of_input(&mut self) {
        self.session.end();
    }
}
