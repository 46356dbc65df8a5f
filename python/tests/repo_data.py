"""The repository's own test data (perft EPD files, rule-regression records), for the tests."""

from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
CORE_DATA = REPO / "tests" / "data"
CHESS_DATA = REPO / "games" / "chess" / "tests" / "data"
VARIANT_DATA = REPO / "games" / "variants" / "tests" / "data"


def read_epd(path):
    """The positions of a perft EPD file: (fen, {depth: count}) pairs, in file order."""
    positions = []
    for line in path.read_text().splitlines():
        line = line.strip()
        if not line or line.startswith("#") or ";D" not in line:
            continue
        fen, *fields = line.split(";")
        counts = {}
        for field in fields:
            field = field.strip()
            if field.startswith("D"):
                depth, count = field[1:].split()
                counts[int(depth)] = int(count)
        positions.append((fen.strip(), counts))
    return positions


def read_rules(path):
    """The records of a `.rules` file: dicts with name, fen (None: start), moves, result, reason
    and error (the ply of an expected error, or None)."""
    records = []
    for block in path.read_text().split("\n\n"):
        record = {}
        for line in block.splitlines():
            line = line.strip()
            if not line or line.startswith("#") or ":" not in line:
                continue
            key, value = line.split(":", 1)
            record[key.strip()] = value.strip()
        if "name" in record:
            fen = record.get("fen", "startpos")
            records.append(
                {
                    "name": record["name"],
                    "fen": None if fen == "startpos" else fen,
                    "moves": record.get("moves", "").split(),
                    "result": record["result"],
                    "reason": record["reason"],
                    "error": int(record["error"]) if "error" in record else None,
                }
            )
    return records
