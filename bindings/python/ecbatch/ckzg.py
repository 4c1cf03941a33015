"""c-kzg-4844's Python module ``ckzg`` over ecbatch: its functions under its names, with its
argument and return conventions, so that ``from ecbatch import ckzg`` can stand in for
``import ckzg``.

    >>> ts = load_trusted_setup("trusted_setup.txt", 0)            # doctest: +SKIP
    >>> c = blob_to_kzg_commitment(blob, ts)                        # doctest: +SKIP
    >>> verify_blob_kzg_proof(blob, c, compute_blob_kzg_proof(blob, c, ts), ts)  # doctest: +SKIP
    True

Conventions (as ckzg's C wrapper has them):

- Arguments are ``bytes`` (not bytearray), of exact sizes: blobs 131072, commitments and proofs
  48, z and y 32, cells 2048 bytes. ``verify_blob_kzg_proof_batch`` takes the blobs, the
  commitments and the proofs each concatenated into one ``bytes``; the cell functions take and
  return Python lists (of bytes, and of ints for cell indices).
- A wrong type, a wrong size, lists of different lengths or a cell index that is no integer in
  0 .. 2^64 - 1 raise ``ValueError`` before the library is called.
- The library's statuses: ``ok`` is the result (``True`` for a verifier); ``verify_failed`` is
  ``False`` (the verifiers); every other status raises ``RuntimeError`` ("<function> failed:
  <status name>", chained from the :class:`~ecbatch.EcbatchError` that names the argument),
  as ckzg raises RuntimeError for every C_KZG_BADARGS: a field element >= r
  (``scalar_out_of_range``), a point that does not decode or lies outside G1
  (``bad_flags``, ``infinity_payload``, ``non_canonical``, ``not_on_curve``,
  ``not_in_subgroup``), a cell index >= 128 (``index_out_of_range``), ``out_of_memory``.
- ``load_trusted_setup(path, precompute)``: ckzg's ``precompute`` (0 .. 15) is the window of
  c-kzg's FK20 tables for cell proofs; here any value above 0 builds ecbatch's fixed-base table
  of the commitments (the one-pass table, 7.9 MB; kzg.Settings.precompute), 0 none. Values
  outside 0 .. 15 raise RuntimeError, as c-kzg refuses them. The result is a
  :class:`ecbatch.kzg.Settings` (ckzg returns an opaque capsule).
- Batches beyond ecbatch's bounds (4096 blobs, 65536 cells) are verified in chunks, each its
  own batch: the verdict is every chunk's, and an invalid input anywhere raises.
"""
import ctypes
from typing import Any, List, Optional, Sequence, Tuple

from . import kzg
from ._lib import lib
from .errors import ERR_VERIFY_FAILED, EcbatchError, check

__all__ = ["load_trusted_setup", "blob_to_kzg_commitment", "compute_kzg_proof",
           "compute_blob_kzg_proof", "verify_kzg_proof", "verify_blob_kzg_proof",
           "verify_blob_kzg_proof_batch", "compute_cells", "compute_cells_and_kzg_proofs",
           "recover_cells_and_kzg_proofs", "verify_cell_kzg_proof_batch"]

_BLOB = kzg.BYTES_PER_BLOB
_POINT = kzg.BYTES_PER_COMMITMENT
_FIELD = kzg.BYTES_PER_FIELD_ELEMENT
_CELL = 2048
_CELLS_PER_EXT_BLOB = 128
_MAX_CELL_BATCH = 1 << 16  # ECB_KZG_MAX_CELL_BATCH


# the two cell-proof calls, named here so that the tests can stand in for them
_compute_cells_and_proofs = lib.ecb_kzg_compute_cells_and_proofs
_recover_cells_and_proofs = lib.ecb_kzg_recover_cells_and_proofs
# any budget from 7864320 bytes up gives the one-pass table (kzg.Settings.precompute)
_TABLE_BUDGET = 1 << 30


def _call(function: str, code: int, argument: Optional[str] = None) -> None:
    """Raises RuntimeError for any status but ok, as ckzg does for any C_KZG_RET but C_KZG_OK."""
    try:
        check(code, argument)
    except EcbatchError as e:
        raise RuntimeError("%s failed: %s" % (function, e)) from e


def _verdict(function: str, code: int) -> bool:
    """ok: True; verify_failed: False; anything else raises (as _call)."""
    if code == ERR_VERIFY_FAILED:
        return False
    _call(function, code)
    return True


def _bytes(function: str, what: str, value: Any, size: int) -> bytes:
    if not isinstance(value, bytes):
        raise ValueError("%s: expected %s to be bytes, not %s"
                         % (function, what, type(value).__name__))
    if len(value) != size:
        raise ValueError("expected %s to be %d bytes, not %d" % (what, size, len(value)))
    return value


def _settings(function: str, ts: Any) -> kzg.Settings:
    if not isinstance(ts, kzg.Settings):
        raise ValueError("%s: expected a trusted setup (load_trusted_setup's result), not %s"
                         % (function, type(ts).__name__))
    return ts


def _list(function: str, what: str, value: Any) -> list:
    if not isinstance(value, list):
        raise ValueError("%s: expected %s to be a list, not %s"
                         % (function, what, type(value).__name__))
    return value


def _indices(function: str, values: list) -> Any:
    out = (ctypes.c_uint64 * max(1, len(values)))()
    for i, v in enumerate(values):
        if not isinstance(v, int):
            raise ValueError("%s: expected cell index %d to be an integer" % (function, i))
        if not 0 <= v < 1 << 64:
            raise ValueError("%s: failed to convert cell index %d (%d) to uint64_t"
                             % (function, i, v))
        out[i] = v
    return out


def _split(data: bytes, size: int) -> List[bytes]:
    return [data[k:k + size] for k in range(0, len(data), size)]


def load_trusted_setup(path: str, precompute: int) -> kzg.Settings:
    """c-kzg-4844's trusted_setup.txt at path, every point checked; precompute 0 .. 15 (above
    0: ecbatch's fixed-base table of the commitments, see the module's text)."""
    if not isinstance(path, str) or not isinstance(precompute, int):
        raise ValueError("expected string and int")
    if not 0 <= precompute <= 15:
        raise RuntimeError("error loading trusted setup: precompute %d is not in 0..15"
                           % precompute)
    try:
        ts = kzg.Settings(path)
        if precompute:
            ts.precompute(_TABLE_BUDGET)
    except EcbatchError as e:
        what = "reading" if e.name == "io" else "loading"
        raise RuntimeError("error %s trusted setup: %s" % (what, e)) from e
    return ts


def blob_to_kzg_commitment(blob: bytes, ts: kzg.Settings) -> bytes:
    """The blob's commitment (48 bytes)."""
    name = "blob_to_kzg_commitment"
    blob, s = _bytes(name, "blob", blob, _BLOB), _settings(name, ts)
    out = ctypes.create_string_buffer(_POINT)
    _call(name, lib.ecb_kzg_blob_to_commitment(out, blob, len(blob), s._ptr), "blob")
    return out.raw


def compute_kzg_proof(blob: bytes, z: bytes, ts: kzg.Settings) -> Tuple[bytes, bytes]:
    """(proof, y): the proof that the blob's polynomial takes the value y at z."""
    name = "compute_kzg_proof"
    blob, z = _bytes(name, "blob", blob, _BLOB), _bytes(name, "z", z, _FIELD)
    s = _settings(name, ts)
    proof, y = ctypes.create_string_buffer(_POINT), ctypes.create_string_buffer(_FIELD)
    _call(name, lib.ecb_kzg_compute_proof(proof, y, blob, len(blob), z, s._ptr))
    return proof.raw, y.raw


def compute_blob_kzg_proof(blob: bytes, commitment: bytes, ts: kzg.Settings) -> bytes:
    """The blob proof at the Fiat-Shamir challenge of blob and commitment."""
    name = "compute_blob_kzg_proof"
    blob = _bytes(name, "blob", blob, _BLOB)
    commitment = _bytes(name, "commitment", commitment, _POINT)
    s = _settings(name, ts)
    out = ctypes.create_string_buffer(_POINT)
    _call(name, lib.ecb_kzg_compute_blob_proof(out, blob, len(blob), commitment, s._ptr))
    return out.raw


def verify_kzg_proof(commitment: bytes, z: bytes, y: bytes, proof: bytes,
                     ts: kzg.Settings) -> bool:
    """True when proof shows that the committed polynomial takes the value y at z."""
    name = "verify_kzg_proof"
    args = (_bytes(name, "commitment", commitment, _POINT), _bytes(name, "z", z, _FIELD),
            _bytes(name, "y", y, _FIELD), _bytes(name, "proof", proof, _POINT))
    return _verdict(name, lib.ecb_kzg_verify_proof(*args, _settings(name, ts)._ptr))


def verify_blob_kzg_proof(blob: bytes, commitment: bytes, proof: bytes, ts: kzg.Settings) -> bool:
    """True when proof shows that commitment commits to blob."""
    name = "verify_blob_kzg_proof"
    blob = _bytes(name, "blob", blob, _BLOB)
    commitment = _bytes(name, "commitment", commitment, _POINT)
    proof = _bytes(name, "proof", proof, _POINT)
    return _verdict(name, lib.ecb_kzg_verify_blob_proof(blob, len(blob), commitment, proof,
                                                        _settings(name, ts)._ptr))


def verify_blob_kzg_proof_batch(blobs: bytes, commitments: bytes, proofs: bytes,
                                ts: kzg.Settings) -> bool:
    """True when every (blob, commitment, proof) verifies; each argument is the items back to
    back in one bytes object (none: True)."""
    name = "verify_blob_kzg_proof_batch"
    for what, value, size in (("blobs", blobs, _BLOB), ("commitments", commitments, _POINT),
                              ("proofs", proofs, _POINT)):
        if not isinstance(value, bytes):
            raise ValueError("%s: expected %s to be bytes" % (name, what))
        if len(value) % size:
            raise ValueError("expected %s to be a multiple of %d bytes" % (what, size))
    n = len(blobs) // _BLOB
    if len(commitments) // _POINT != n or len(proofs) // _POINT != n:
        raise ValueError("expected same number of blobs/commitments/proofs")
    s = _settings(name, ts)
    verdict = True
    for a in range(0, n, kzg.MAX_BATCH):
        m = min(kzg.MAX_BATCH, n - a)
        b = blobs[a * _BLOB:(a + m) * _BLOB]
        c = commitments[a * _POINT:(a + m) * _POINT]
        p = proofs[a * _POINT:(a + m) * _POINT]
        verdict &= _verdict(name, lib.ecb_kzg_verify_blob_proof_batch(
            b, len(b), c, len(c), p, len(p), m, s._ptr))
    return verdict


def compute_cells(blob: bytes, ts: kzg.Settings) -> List[bytes]:
    """The 128 cells of the blob's extension (2048 bytes each), as a list."""
    name = "compute_cells"
    blob, s = _bytes(name, "blob", blob, _BLOB), _settings(name, ts)
    cells = ctypes.create_string_buffer(_CELLS_PER_EXT_BLOB * _CELL)
    _call(name, lib.ecb_kzg_compute_cells(cells, len(cells), blob, len(blob), s._ptr), "blob")
    return _split(cells.raw, _CELL)


def compute_cells_and_kzg_proofs(blob: bytes, ts: kzg.Settings) -> Tuple[List[bytes],
                                                                         List[bytes]]:
    """(cells, proofs): the 128 cells of the blob's extension and their proofs, as lists."""
    name = "compute_cells_and_kzg_proofs"
    blob, s = _bytes(name, "blob", blob, _BLOB), _settings(name, ts)
    cells = ctypes.create_string_buffer(_CELLS_PER_EXT_BLOB * _CELL)
    proofs = ctypes.create_string_buffer(_CELLS_PER_EXT_BLOB * _POINT)
    _call(name, _compute_cells_and_proofs(cells, len(cells), proofs, len(proofs), blob,
                                          len(blob), s._ptr), "blob")
    return _split(cells.raw, _CELL), _split(proofs.raw, _POINT)


def recover_cells_and_kzg_proofs(cell_indices: list, cells: list,
                                 ts: kzg.Settings) -> Tuple[List[bytes], List[bytes]]:
    """(cells, proofs): all 128 cells of an extended blob and their proofs, from at least half
    of its cells (cells[k] is cell cell_indices[k])."""
    name = "recover_cells_and_kzg_proofs"
    cell_indices = _list(name, "cell_indices", cell_indices)
    cells = _list(name, "cells", cells)
    s = _settings(name, ts)
    if len(cell_indices) != len(cells):
        raise ValueError("expected same number of cell_indices and cells")
    idx = _indices(name, cell_indices)
    data = b"".join(_bytes(name, "cell", c, _CELL) for c in cells)
    out_cells = ctypes.create_string_buffer(_CELLS_PER_EXT_BLOB * _CELL)
    out_proofs = ctypes.create_string_buffer(_CELLS_PER_EXT_BLOB * _POINT)
    _call(name, _recover_cells_and_proofs(out_cells, len(out_cells), out_proofs, len(out_proofs),
                                          idx, data, len(data), len(cells), s._ptr), "cells")
    return _split(out_cells.raw, _CELL), _split(out_proofs.raw, _POINT)


def verify_cell_kzg_proof_batch(commitments: list, cell_indices: list, cells: list,
                                proofs: list, ts: kzg.Settings) -> bool:
    """True when every cell k, the cell_indices[k]-th of the extended blob committed to by
    commitments[k], verifies with proofs[k] (none: True)."""
    name = "verify_cell_kzg_proof_batch"
    commitments = _list(name, "commitments", commitments)
    cell_indices = _list(name, "cell_indices", cell_indices)
    cells = _list(name, "cells", cells)
    proofs = _list(name, "proofs", proofs)
    s = _settings(name, ts)
    n = len(cells)
    if len(commitments) != n:
        raise ValueError("expected same number of commitments and cells")
    if len(cell_indices) != n:
        raise ValueError("expected same number of column indices and cells")
    if len(proofs) != n:
        raise ValueError("expected same number of proofs and cells")
    c = b"".join(_bytes(name, "commitment", x, _POINT) for x in commitments)
    idx = _indices(name, cell_indices)
    d = b"".join(_bytes(name, "cell", x, _CELL) for x in cells)
    p = b"".join(_bytes(name, "proof", x, _POINT) for x in proofs)
    verdict = True
    for a in range(0, n, _MAX_CELL_BATCH):
        m = min(_MAX_CELL_BATCH, n - a)
        part = ctypes.cast(ctypes.addressof(idx) + 8 * a, ctypes.POINTER(ctypes.c_uint64))
        verdict &= _verdict(name, lib.ecb_kzg_verify_cell_proof_batch(
            c[a * _POINT:(a + m) * _POINT], m * _POINT, part, d[a * _CELL:(a + m) * _CELL],
            m * _CELL, p[a * _POINT:(a + m) * _POINT], m * _POINT, m, s._ptr))
    return verdict
