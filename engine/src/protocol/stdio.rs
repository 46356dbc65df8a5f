//! The input loop every protocol runs on stdin/stdout.

use std::io::{self, BufRead, Write};

/// A protocol that reads its commands line by line.
pub trait LineProtocol {
    /// Handles one input line, writing direct replies to `out`; `false` ends the session.
    fn handle(&mut self, line: &str, out: &mut (impl Write + Send)) -> bool;
    /// The input has ended (the session decides what a running search does).
    fn end_of_input(&mut self);
}

/// Runs `protocol` on stdin/stdout until it ends the session or the input ends. Bytes that are
/// not UTF-8 are replaced, never an error.
pub fn run_stdio(protocol: &mut impl LineProtocol) {
    let stdin = io::stdin();
    let mut out = io::stdout();
    let mut input = stdin.lock();
    let mut line = Vec::new();
    loop {
        line.clear();
        match input.read_until(b'\n', &mut line) {
            Ok(0) | Err(_) => {
                protocol.end_of_input();
                break;
            }
            Ok(_) => {}
        }
        let text = String::from_utf8_lossy(&line);
        if !protocol.handle(&text, &mut out) {
            break;
        }
        let _ = out.flush();
    }
}

/// Runs `protocol` on the command lines `lines` (each one line of input), replies on stdout,
/// then ends the input as [`run_stdio`] does at end of file: the form test frameworks start an
/// engine in (OpenBench: `engine "setoption name EvalFile value net.bin" bench quit`,
/// `engine "genfens 8 seed 1 book None" quit`).
pub fn run_lines(protocol: &mut impl LineProtocol, lines: &[String]) {
    let mut out = io::stdout();
    for line in lines {
        let keep_going = protocol.handle(line, &mut out);
        let _ = out.flush();
        if !keep_going {
            return;
        }
    }
    protocol.end_of_input();
}

/// The arguments as protocol commands, when the first one is a command with words
/// (`"genfens 8 seed 1 book None"`): no subcommand or flag of the command line has a space.
pub fn argument_commands(args: &[String]) -> Option<&[String]> {
    args.first()
        .is_some_and(|a| a.trim().contains(char::is_whitespace))
        .then_some(args)
}
