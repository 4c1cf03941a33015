"""The KZG vectors' data.yaml files (../shared/vectors/kzg/tests, c-kzg-4844's and the consensus
specification's cases), read with the standard library: the subset of YAML they use. A file is
a mapping (``input:``, ``output:``) of mappings, block sequences (``- item``, also at the
indentation of their key, and nested as ``- - item``), flow sequences of integers
(``[0, 1, 2]``, which may span lines) and scalars: a quoted ``0x`` hex string becomes bytes,
``true``, ``false`` and ``null`` True, False and None, digits an int. Anything else raises
ValueError, so a file outside the subset is never misread."""
import os
from typing import Any, List, Tuple

from vectors import DIR

Lines = List[Tuple[int, str]]


def _scalar(text: str) -> Any:
    t = text.strip()
    if t in ("true", "false", "null"):
        return {"true": True, "false": False, "null": None}[t]
    if t.startswith("[") and t.endswith("]"):
        inner = t[1:-1].strip()
        return [_scalar(x) for x in inner.split(",")] if inner else []
    if len(t) >= 2 and t[0] == t[-1] and t[0] in "'\"":
        t = t[1:-1]
        if t.startswith("0x"):
            return bytes.fromhex(t[2:])
        raise ValueError("a quoted scalar that is not 0x hex: %r" % t[:40])
    if t.isdigit():
        return int(t)
    raise ValueError("not in the vectors' YAML subset: %r" % t[:40])


def _lines(text: str) -> Lines:
    """(indentation, text) of each non-blank line; a flow sequence's continuation lines joined
    to its first."""
    out: Lines = []
    pending = None
    for raw in text.splitlines():
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        if pending is not None:
            pending = (pending[0], pending[1] + " " + raw.strip())
        else:
            pending = (len(raw) - len(raw.lstrip(" ")), raw.strip())
        if pending[1].count("[") == pending[1].count("]"):
            out.append(pending)
            pending = None
    if pending is not None:
        raise ValueError("an unclosed flow sequence")
    return out


def _node(lines: Lines, i: int, indent: int) -> Tuple[Any, int]:
    """The node whose first line is lines[i], at indent; returns it and the next line's index."""
    if lines[i][1].startswith("-"):
        items = []
        while i < len(lines) and lines[i][0] == indent and lines[i][1].startswith("-"):
            rest = lines[i][1][1:].lstrip()
            if not rest:
                value, i = _node(lines, i + 1, lines[i + 1][0])
            elif rest.startswith("- "):  # "- - x": a sequence inside, its first item here
                inner = indent + len(lines[i][1]) - len(rest)
                lines[i] = (inner, rest)
                value, i = _node(lines, i, inner)
            else:
                value, i = _scalar(rest), i + 1
            items.append(value)
        return items, i
    mapping = {}
    while i < len(lines) and lines[i][0] == indent and not lines[i][1].startswith("-"):
        key, colon, rest = lines[i][1].partition(":")
        if not colon:
            raise ValueError("not a mapping entry: %r" % lines[i][1][:40])
        i += 1
        if rest.strip():
            mapping[key.strip()] = _scalar(rest)
        elif i < len(lines) and (lines[i][0] > indent or
                                 (lines[i][0] == indent and lines[i][1].startswith("-"))):
            mapping[key.strip()], i = _node(lines, i, lines[i][0])
        else:
            mapping[key.strip()] = None
    return mapping, i


def parse(text: str) -> Any:
    lines = _lines(text)
    if not lines:
        return None
    value, i = _node(lines, 0, lines[0][0])
    if i != len(lines):
        raise ValueError("unread lines from %r" % lines[i][1][:40])
    return value


def cases(function: str) -> List[Tuple[str, Any]]:
    """(case name, its data) of every case of one function (kzg-mainnet), sorted by name."""
    folder = os.path.join(DIR, "kzg", "tests", function, "kzg-mainnet")
    names = sorted(os.listdir(folder))
    out = []
    for name in names:
        with open(os.path.join(folder, name, "data.yaml"), encoding="utf-8") as f:
            out.append((name, parse(f.read())))
    return out
