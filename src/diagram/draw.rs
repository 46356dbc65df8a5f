//! The SVG writer: the layout (cells, margins, hand rows, flipping) and the board, coordinate,
//! highlight, piece and hand layers, in that order (later layers paint over earlier ones).

use super::style::{BoardKind, PieceArt, PieceShape, River};
use super::{Diagram, DiagramOptions};
use crate::board::{Geometry, Square};
use crate::square::Color;
use std::fmt::Write;

/// The side of a cell, px.
const CELL: f64 = 56.0;
/// The band around the board that holds the coordinates, px.
const MARGIN: f64 = 26.0;
/// The band around the board without coordinates, px.
const BARE_MARGIN: f64 = 8.0;
/// The height of a hand's row, px.
const HAND_ROW: f64 = 62.0;

const LATIN_FONT: &str = "'DejaVu Sans', Arial, Helvetica, sans-serif";
const FIGURINE_FONT: &str =
    "'DejaVu Sans', 'Segoe UI Symbol', 'Noto Sans Symbols 2', 'Arial Unicode MS', sans-serif";
const CJK_FONT: &str = "'Noto Serif CJK SC', 'Noto Serif CJK JP', 'Noto Sans CJK SC', \
    'Source Han Serif', 'WenQuanYi Zen Hei', SimSun, 'MS Mincho', serif";

const LIGHT_SQUARE: &str = "#f0d9b5";
const DARK_SQUARE: &str = "#b58863";
const WOOD: &str = "#e8c07d";
const INK: &str = "#3b2a1a";
const LAST_MOVE: &str = "#f2d43a";
const TILE: &str = "#f6e2b3";
const DISC: &str = "#fbeccb";
const PROMOTED: &str = "#c8102e";

/// A number as SVG writes it: at most one decimal.
fn n(x: f64) -> String {
    let s = format!("{x:.1}");
    s.strip_suffix(".0").map(str::to_string).unwrap_or(s)
}

/// `text` with the characters XML reserves escaped.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(c),
        }
    }
    out
}

/// Where everything goes.
struct Layout {
    files: u8,
    ranks: u8,
    flip: bool,
    margin: f64,
    /// The board's top left corner.
    left: f64,
    top: f64,
    width: f64,
    height: f64,
    /// The top of each side's hand row (first side first), when hands are drawn.
    hand_rows: Option<[f64; 2]>,
}

impl Layout {
    fn new<B: Geometry>(flip: bool, coordinates: bool, hands: bool) -> Layout {
        let margin = if coordinates { MARGIN } else { BARE_MARGIN };
        let board_w = f64::from(B::FILES) * CELL;
        let board_h = f64::from(B::RANKS) * CELL;
        let hand = if hands { HAND_ROW } else { 0.0 };
        let top = hand + margin;
        let hand_rows = hands.then(|| {
            let above = 0.0;
            let below = top + board_h + margin;
            // The first side sits at the bottom unless the board is turned.
            if flip {
                [above, below]
            } else {
                [below, above]
            }
        });
        Layout {
            files: B::FILES,
            ranks: B::RANKS,
            flip,
            margin,
            left: margin,
            top,
            width: board_w + 2.0 * margin,
            height: board_h + 2.0 * margin + 2.0 * hand,
            hand_rows,
        }
    }

    /// The column a file is drawn in, from the left.
    fn col(&self, file: u8) -> u8 {
        if self.flip {
            self.files - 1 - file
        } else {
            file
        }
    }

    /// The row a rank is drawn in, from the top.
    fn row(&self, rank: u8) -> u8 {
        if self.flip {
            rank
        } else {
            self.ranks - 1 - rank
        }
    }

    fn board_width(&self) -> f64 {
        f64::from(self.files) * CELL
    }

    fn board_height(&self) -> f64 {
        f64::from(self.ranks) * CELL
    }

    /// The centre of the cell (or point) of `file` and `rank`.
    fn center(&self, file: u8, rank: u8) -> (f64, f64) {
        (
            self.left + (f64::from(self.col(file)) + 0.5) * CELL,
            self.top + (f64::from(self.row(rank)) + 0.5) * CELL,
        )
    }

    /// The top left corner of the cell of `file` and `rank`.
    fn corner(&self, file: u8, rank: u8) -> (f64, f64) {
        let (x, y) = self.center(file, rank);
        (x - CELL / 2.0, y - CELL / 2.0)
    }

    /// `true` when `color`'s pieces are drawn from the top (pointing down).
    fn at_top(&self, color: Color) -> bool {
        (color == Color::White) == self.flip
    }
}

/// The whole document.
pub(super) fn document<G: Diagram>(pos: &G, options: &DiagramOptions<G::Square>) -> String {
    let style = G::STYLE;
    let layout = Layout::new::<G::Board>(options.flip, options.coordinates, style.hands);
    let mut out = String::with_capacity(16 * 1024);
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{w}" height="{h}" viewBox="0 0 {w} {h}">"#,
        w = n(layout.width),
        h = n(layout.height)
    );
    let _ = writeln!(out, "<title>{} {}</title>", G::NAME, escape(&pos.fen()));
    out.push_str(concat!(
        r#"<defs><radialGradient id="check-glow">"#,
        r##"<stop offset="0%" stop-color="#ff0000" stop-opacity="0.95"/>"##,
        r##"<stop offset="45%" stop-color="#e80000" stop-opacity="0.75"/>"##,
        r##"<stop offset="100%" stop-color="#a00000" stop-opacity="0"/>"##,
        "</radialGradient></defs>\n"
    ));
    let _ = writeln!(
        out,
        r##"<rect class="background" x="0" y="0" width="{}" height="{}" fill="#fbf7ef"/>"##,
        n(layout.width),
        n(layout.height)
    );
    // CJK characters only when asked for: a reader without CJK fonts shows boxes.
    let letters = options.letters || (style.pieces != PieceShape::Figurine && !options.characters);
    board(&mut out, &layout, style.board, letters);
    if options.coordinates {
        coordinates(
            &mut out,
            &layout,
            pos,
            style.files_on_top,
            style.ranks_on_right,
        );
        side_to_move(&mut out, &layout, pos.side_to_move(), style.side_colors);
    }
    highlights(&mut out, &layout, pos, options);
    pieces(&mut out, &layout, pos, letters);
    if let Some(rows) = layout.hand_rows {
        for color in Color::BOTH {
            hand(&mut out, &layout, rows[color.index()], color, pos, letters);
        }
    }
    for mark in &options.marks {
        let (x, y) = layout.center(mark.square.file(), mark.square.rank());
        let _ = writeln!(
            out,
            r#"<circle class="mark" cx="{}" cy="{}" r="{}" fill="none" stroke="{}" stroke-width="4" stroke-opacity="0.85"/>"#,
            n(x),
            n(y),
            n(CELL * 0.47),
            mark.color.css()
        );
    }
    out.push_str("</svg>\n");
    out
}

fn line(out: &mut String, (x1, y1): (f64, f64), (x2, y2): (f64, f64), width: f64) {
    let _ = writeln!(
        out,
        r#"<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="{INK}" stroke-width="{}" stroke-linecap="square"/>"#,
        n(x1),
        n(y1),
        n(x2),
        n(y2),
        n(width)
    );
}

fn rect(out: &mut String, x: f64, y: f64, w: f64, h: f64, rest: &str) {
    let _ = writeln!(
        out,
        r#"<rect x="{}" y="{}" width="{}" height="{}" {rest}/>"#,
        n(x),
        n(y),
        n(w),
        n(h)
    );
}

/// The squares, or the lines of the points.
fn board(out: &mut String, l: &Layout, kind: BoardKind, letters: bool) {
    out.push_str("<g class=\"board\">\n");
    let (w, h) = (l.board_width(), l.board_height());
    match kind {
        BoardKind::Checkered => {
            for rank in 0..l.ranks {
                for file in 0..l.files {
                    let (x, y) = l.corner(file, rank);
                    let fill = if (file + rank) % 2 == 0 {
                        DARK_SQUARE
                    } else {
                        LIGHT_SQUARE
                    };
                    rect(out, x, y, CELL, CELL, &format!(r#"fill="{fill}""#));
                }
            }
        }
        BoardKind::Grid { stars } => {
            rect(out, l.left, l.top, w, h, &format!(r#"fill="{WOOD}""#));
            for i in 0..=l.files {
                let x = l.left + f64::from(i) * CELL;
                let edge = i == 0 || i == l.files;
                line(
                    out,
                    (x, l.top),
                    (x, l.top + h),
                    if edge { 2.5 } else { 1.0 },
                );
            }
            for i in 0..=l.ranks {
                let y = l.top + f64::from(i) * CELL;
                let edge = i == 0 || i == l.ranks;
                line(
                    out,
                    (l.left, y),
                    (l.left + w, y),
                    if edge { 2.5 } else { 1.0 },
                );
            }
            for &(sx, sy) in stars {
                let x = if l.flip { l.files - sx } else { sx };
                let y = if l.flip { sy } else { l.ranks - sy };
                let _ = writeln!(
                    out,
                    r#"<circle cx="{}" cy="{}" r="3.5" fill="{INK}"/>"#,
                    n(l.left + f64::from(x) * CELL),
                    n(l.top + f64::from(y) * CELL)
                );
            }
        }
        BoardKind::Points { river, palaces } => {
            rect(out, l.left, l.top, w, h, &format!(r#"fill="{WOOD}""#));
            let (last_file, last_rank) = (l.files - 1, l.ranks - 1);
            // A frame a little outside the outer lines, as printed boards have.
            let (x0, y0) = l.center(0, 0);
            let (x1, y1) = l.center(last_file, last_rank);
            let pad = 6.0;
            rect(
                out,
                x0.min(x1) - pad,
                y0.min(y1) - pad,
                (x1 - x0).abs() + 2.0 * pad,
                (y1 - y0).abs() + 2.0 * pad,
                &format!(r#"fill="none" stroke="{INK}" stroke-width="3""#),
            );
            for rank in 0..l.ranks {
                let edge = rank == 0 || rank == last_rank;
                let width = if edge { 2.0 } else { 1.2 };
                line(out, l.center(0, rank), l.center(last_file, rank), width);
            }
            for file in 0..l.files {
                let edge = file == 0 || file == last_file;
                let width = if edge { 2.0 } else { 1.2 };
                match river {
                    Some(River { below, .. }) if !edge => {
                        line(out, l.center(file, 0), l.center(file, below), width);
                        line(
                            out,
                            l.center(file, below + 1),
                            l.center(file, last_rank),
                            width,
                        );
                    }
                    _ => line(out, l.center(file, 0), l.center(file, last_rank), width),
                }
            }
            for p in palaces {
                line(
                    out,
                    l.center(p.from.0, p.from.1),
                    l.center(p.to.0, p.to.1),
                    1.2,
                );
                line(
                    out,
                    l.center(p.from.0, p.to.1),
                    l.center(p.to.0, p.from.1),
                    1.2,
                );
            }
            if let (Some(r), false) = (river, letters) {
                let (_, ya) = l.center(0, r.below);
                let (_, yb) = l.center(0, r.below + 1);
                let y = (ya + yb) / 2.0 + CELL * 0.16;
                for (i, words) in r.words.iter().enumerate() {
                    if words.is_empty() {
                        continue;
                    }
                    let x = l.left + w * (0.25 + 0.5 * i as f64);
                    let _ = writeln!(
                        out,
                        r#"<text x="{}" y="{}" font-family="{CJK_FONT}" font-size="{}" fill="{INK}" text-anchor="middle" letter-spacing="{}">{}</text>"#,
                        n(x),
                        n(y),
                        n(CELL * 0.44),
                        n(CELL * 0.5),
                        escape(words)
                    );
                }
            }
        }
    }
    out.push_str("</g>\n");
}

/// File names above or below the board, rank names left or right of it.
fn coordinates<G: Diagram>(
    out: &mut String,
    l: &Layout,
    pos: &G,
    files_on_top: bool,
    ranks_on_right: bool,
) {
    let names = pos.square_names();
    out.push_str(&format!(
        r##"<g class="coordinates" font-family="{LATIN_FONT}" font-size="13" fill="#5a4a3a" text-anchor="middle">"##
    ));
    out.push('\n');
    let rank0 = names.rank_name::<G::Board>(0);
    for file in 0..l.files {
        let name = names.name(Square::<G::Board>::new(file, 0));
        let label = name.strip_suffix(rank0.as_str()).unwrap_or(&name);
        let (x, _) = l.center(file, 0);
        let y = if files_on_top {
            l.top - l.margin / 2.0 + 4.5
        } else {
            l.top + l.board_height() + l.margin / 2.0 + 4.5
        };
        let _ = writeln!(
            out,
            r#"<text x="{}" y="{}">{}</text>"#,
            n(x),
            n(y),
            escape(label)
        );
    }
    for rank in 0..l.ranks {
        let (_, y) = l.center(0, rank);
        let x = if ranks_on_right {
            l.left + l.board_width() + l.margin / 2.0
        } else {
            l.margin / 2.0
        };
        let label = names.rank_name::<G::Board>(rank);
        let _ = writeln!(
            out,
            r#"<text x="{}" y="{}">{}</text>"#,
            n(x),
            n(y + 4.5),
            escape(&label)
        );
    }
    out.push_str("</g>\n");
}

/// A dot in the corner beside the side to move.
fn side_to_move(out: &mut String, l: &Layout, color: Color, colors: [&str; 2]) {
    let x = l.left + l.board_width() + l.margin / 2.0;
    let y = if l.at_top(color) {
        l.top - l.margin / 2.0
    } else {
        l.top + l.board_height() + l.margin / 2.0
    };
    let _ = writeln!(
        out,
        r##"<circle class="to-move" cx="{}" cy="{}" r="7" fill="{}" stroke="#333" stroke-width="1.5"/>"##,
        n(x),
        n(y),
        colors[color.index()]
    );
}

/// The last move's squares and the checked king, under the pieces.
fn highlights<G: Diagram>(
    out: &mut String,
    l: &Layout,
    pos: &G,
    options: &DiagramOptions<G::Square>,
) {
    let points = matches!(G::STYLE.board, BoardKind::Points { .. });
    let last = pos.moves_played().last().copied();
    if let (true, Some(m)) = (options.last_move, last) {
        let (from, to) = G::move_squares(m);
        for sq in from.into_iter().chain([to]) {
            let (x, y) = l.corner(sq.file(), sq.rank());
            if points {
                let inset = CELL * 0.02;
                let size = CELL - 2.0 * inset;
                let rest =
                    format!(r#"class="last-move" rx="8" fill="{LAST_MOVE}" fill-opacity="0.6""#);
                rect(out, x + inset, y + inset, size, size, &rest);
            } else {
                let rest = format!(r#"class="last-move" fill="{LAST_MOVE}" fill-opacity="0.5""#);
                rect(out, x, y, CELL, CELL, &rest);
            }
        }
    }
    if options.check && pos.in_check() {
        let side = pos.side_to_move();
        for sq in Square::<G::Board>::all() {
            let royal = pos
                .piece_on(sq)
                .map(G::piece_art)
                .is_some_and(|a| a.royal && a.color == side);
            if royal {
                let (x, y) = l.center(sq.file(), sq.rank());
                // The glow reaches past the piece: far past a disc, which covers its point.
                let r = match G::STYLE.pieces {
                    PieceShape::Figurine if !options.letters => 0.52,
                    PieceShape::Figurine => 0.6,
                    PieceShape::Disc => 0.66,
                    PieceShape::Tile => 0.58,
                };
                let _ = writeln!(
                    out,
                    r#"<circle class="check" cx="{}" cy="{}" r="{}" fill="url(#check-glow)"/>"#,
                    n(x),
                    n(y),
                    n(CELL * r)
                );
            }
        }
    }
}

/// One `<g class="piece">` per piece on the board.
fn pieces<G: Diagram>(out: &mut String, l: &Layout, pos: &G, letters: bool) {
    let names = pos.square_names();
    out.push_str("<g class=\"pieces\">\n");
    for sq in Square::<G::Board>::all() {
        let Some(piece) = pos.piece_on(sq) else {
            continue;
        };
        let art = G::piece_art(piece);
        let _ = writeln!(
            out,
            r#"<g class="piece" data-square="{}" data-piece="{}">"#,
            escape(&names.name(sq)),
            escape(art.letters)
        );
        let (x, y) = l.center(sq.file(), sq.rank());
        piece_body(out, &art, (x, y), l.at_top(art.color), letters, G::STYLE);
        out.push_str("</g>\n");
    }
    out.push_str("</g>\n");
}

/// A side's hand: a marker in the side's colour, then each kind held, with its count.
fn hand<G: Diagram>(out: &mut String, l: &Layout, top: f64, color: Color, pos: &G, letters: bool) {
    let style = G::STYLE;
    let name = if color == Color::White {
        "first"
    } else {
        "second"
    };
    let _ = writeln!(out, r#"<g class="hand" data-side="{name}">"#);
    let y = top + HAND_ROW / 2.0;
    let down = l.at_top(color);
    // The marker: a small tile in the side's colour (shogi's ☗ and ☖), pointing as its pieces.
    let _ = writeln!(
        out,
        r##"<path d="{}" fill="{}" stroke="#333" stroke-width="1.5"/>"##,
        tile_path((l.margin / 2.0 + 4.0, y), CELL * 0.38, down),
        style.side_colors[color.index()]
    );
    for (i, (art, count)) in pos.hand(color).into_iter().enumerate() {
        let x = l.left + (i as f64 + 0.5) * CELL;
        let _ = writeln!(
            out,
            r#"<g class="hand-piece" data-piece="{}" data-count="{count}">"#,
            escape(art.letters)
        );
        piece_body(out, &art, (x, y), down, letters, style);
        if count > 1 {
            let _ = writeln!(
                out,
                r##"<text x="{}" y="{}" font-family="{LATIN_FONT}" font-size="{}" font-weight="bold" fill="#b00000" stroke="#fbf7ef" stroke-width="3" paint-order="stroke" text-anchor="middle">{count}</text>"##,
                n(x + CELL * 0.36),
                n(y + CELL * 0.44),
                n(CELL * 0.32)
            );
        }
        out.push_str("</g>\n");
    }
    if let Some((what, count)) = pos.counter(color) {
        // At the row's far end, clear of the pieces in hand: `+2`, as lichess shows checks.
        let x = l.left + (l.files as f64 - 0.5) * CELL;
        let _ = writeln!(
            out,
            r##"<text class="counter" data-counts="{what}" data-count="{count}" x="{}" y="{}" font-family="{LATIN_FONT}" font-size="{}" font-weight="bold" fill="#b00000" text-anchor="middle">+{count}</text>"##,
            n(x),
            n(y + CELL * 0.14),
            n(CELL * 0.4)
        );
    }
    out.push_str("</g>\n");
}

/// The outline of a tile of height about `size` centred at `(x, y)`, pointing up (or down).
fn tile_path((x, y): (f64, f64), size: f64, down: bool) -> String {
    let s = if down { -size } else { size };
    let pts = [
        (0.0, -0.5),
        (0.34, -0.36),
        (0.43, 0.48),
        (-0.43, 0.48),
        (-0.34, -0.36),
    ];
    let mut d = String::new();
    for (i, (dx, dy)) in pts.iter().enumerate() {
        let _ = write!(
            d,
            "{}{} {} ",
            if i == 0 { "M" } else { "L" },
            n(x + dx * s),
            n(y + dy * s)
        );
    }
    d.push('Z');
    d
}

/// Text centred at `(x, y)`.
fn label(out: &mut String, (x, y): (f64, f64), text: &str, font: &str, size: f64, rest: &str) {
    // SVG places text on its baseline; about 0.36 em below the centre centres both Latin
    // capitals and CJK characters.
    let _ = writeln!(
        out,
        r#"<text x="{}" y="{}" font-family="{font}" font-size="{}" text-anchor="middle" {rest}>{}</text>"#,
        n(x),
        n(y + size * 0.36),
        n(size),
        escape(text)
    );
}

/// What a piece looks like, centred at `center`; `down` turns it to point down the board.
fn piece_body(
    out: &mut String,
    art: &PieceArt,
    center: (f64, f64),
    down: bool,
    letters: bool,
    style: super::BoardStyle,
) {
    let ink = style.side_colors[art.color.index()];
    let (x, y) = center;
    let (text, font) = if letters {
        (art.letters, LATIN_FONT)
    } else {
        match style.pieces {
            PieceShape::Figurine => (art.label, FIGURINE_FONT),
            _ => (art.label, CJK_FONT),
        }
    };
    match style.pieces {
        PieceShape::Figurine if !letters => {
            // The filled symbol in the side's colour, outlined so white pieces show on light
            // squares.
            let rest = format!(
                r##"fill="{ink}" stroke="#1a1a1a" stroke-width="1.4" stroke-linejoin="round" paint-order="stroke""##
            );
            label(out, (x, y - CELL * 0.02), text, font, CELL * 0.86, &rest);
        }
        PieceShape::Figurine => {
            let other = style.side_colors[art.color.flip().index()];
            let _ = writeln!(
                out,
                r##"<circle cx="{}" cy="{}" r="{}" fill="{ink}" stroke="#1a1a1a" stroke-width="2"/>"##,
                n(x),
                n(y),
                n(CELL * 0.4)
            );
            let rest = format!(r#"font-weight="bold" fill="{other}""#);
            label(out, (x, y), text, font, CELL * 0.48, &rest);
        }
        PieceShape::Disc => {
            let _ = writeln!(
                out,
                r##"<circle cx="{}" cy="{}" r="{}" fill="{DISC}" stroke="{ink}" stroke-width="2.5"/><circle cx="{}" cy="{}" r="{}" fill="none" stroke="{ink}" stroke-width="1"/>"##,
                n(x),
                n(y),
                n(CELL * 0.44),
                n(x),
                n(y),
                n(CELL * 0.36)
            );
            let rest = format!(r#"font-weight="bold" fill="{ink}""#);
            let size = if letters { CELL * 0.4 } else { CELL * 0.48 };
            label(out, (x, y), text, font, size, &rest);
        }
        PieceShape::Tile => {
            let transform = if down {
                format!(r#" transform="rotate(180 {} {})""#, n(x), n(y))
            } else {
                String::new()
            };
            let _ = writeln!(out, "<g{transform}>");
            let _ = writeln!(
                out,
                r##"<path d="{}" fill="{TILE}" stroke="#6b4f2a" stroke-width="1.5"/>"##,
                tile_path((x, y), CELL * 0.86, false)
            );
            let fill = if art.promoted { PROMOTED } else { "#111111" };
            let rest = format!(r#"fill="{fill}""#);
            let chars: Vec<char> = text.chars().collect();
            // The label sits a little towards the tile's wide end.
            let cy = y + CELL * 0.05;
            if letters {
                // Letters stay upright on a turned tile: turned, a letter reads as another
                // (p as d, n as u); the case tells the sides apart.
                out.push_str("</g>\n");
                let cy = if down { y - CELL * 0.05 } else { cy };
                label(out, (x, cy), text, font, CELL * 0.34, &rest);
                return;
            }
            if chars.len() < 2 {
                label(out, (x, cy), text, font, CELL * 0.46, &rest);
            } else {
                // Two characters stand one above the other, as printed on the piece.
                let size = CELL * 0.3;
                for (i, c) in chars.iter().take(2).enumerate() {
                    let dy = (i as f64 - 0.5) * size * 1.05;
                    label(out, (x, cy + dy), &c.to_string(), font, size, &rest);
                }
            }
            out.push_str("</g>\n");
        }
    }
}
