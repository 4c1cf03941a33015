"""EIP-4844 KZG commitments (the consensus specification's deneb/polynomial-commitments.md)
and EIP-7594 cells (fulu/polynomial-commitments-sampling.md), bytes in and out as c-kzg-4844
takes them: a blob is 131072 bytes (4096 field elements of 32 bytes big-endian below r),
commitments and proofs 48-byte compressed G1 points, z and y 32-byte field elements, a cell 2048
bytes (64 field elements) and a cell index below 128. Every input is checked (``scalar_out_of_range`` for a field element >= r, the G1
decoder's statuses for points); the verifiers return when the proof holds and raise
``verify_failed`` when it does not. Variable time: blobs are public data.

    >>> s = Settings(SETUP)                      # doctest: +SKIP
    >>> blob = bytes(131072)
    >>> c = s.blob_to_commitment(blob)           # doctest: +SKIP
    >>> s.verify_blob_proof(blob, c, s.compute_blob_proof(blob, c))  # doctest: +SKIP
    >>> cells, proofs = s.compute_cells_and_proofs(blob)               # doctest: +SKIP
    >>> s.verify_cell_proof_batch([c] * 2, [0, 5], [cells[0], cells[5]],
    ...                           [proofs[0], proofs[5]])              # doctest: +SKIP
    >>> s.recover_cells_and_proofs(range(64), cells[:64]) == (cells, proofs)  # doctest: +SKIP
    True
"""
import ctypes
import os
from typing import Any, List, Sequence, Tuple, Union

from . import _check
from ._lib import lib
from .errors import check

__all__ = ["Settings", "BYTES_PER_BLOB", "BYTES_PER_COMMITMENT", "BYTES_PER_PROOF",
           "BYTES_PER_FIELD_ELEMENT", "MAX_BATCH", "BYTES_PER_CELL", "CELLS_PER_EXT_BLOB",
           "MAX_CELL_BATCH", "TABLE_MIN_BYTES"]

#: Bytes of a blob (4096 field elements of 32 bytes).
BYTES_PER_BLOB = 131072
#: Bytes of a commitment and of a proof (compressed G1 points).
BYTES_PER_COMMITMENT = 48
BYTES_PER_PROOF = 48
#: Bytes of a field element (big-endian, below r).
BYTES_PER_FIELD_ELEMENT = 32
#: The most blobs of one batch verification (ECB_KZG_MAX_BATCH).
MAX_BATCH = 1 << 12
#: Bytes of a cell (64 field elements) and the cells of an extended blob (EIP-7594).
BYTES_PER_CELL = 2048
CELLS_PER_EXT_BLOB = 128
#: The most cells of one cell-proof batch verification (ECB_KZG_MAX_CELL_BATCH).
MAX_CELL_BATCH = 1 << 16

#: The smallest fixed-base table Settings.precompute builds (4096 x 96 bytes).
TABLE_MIN_BYTES = 4096 * 96

def _split(raw: bytes, size: int) -> List[bytes]:
    return [raw[i:i + size] for i in range(0, len(raw), size)]


class Settings:
    """A loaded trusted setup: every point decoded and checked, the parts checked to belong to
    one secret (``setup_mismatch`` when not). Immutable but for :meth:`precompute`: share it
    freely, also between threads, once its table is built. ``threads`` is the thread count of
    the loading and of every MSM run with it."""

    __slots__ = ("_ptr",)

    def __init__(self, path: Union[str, "os.PathLike[str]"], threads: int = 1) -> None:
        """Loads c-kzg-4844's trusted_setup.txt at path: ``io``, ``too_long`` (over 2 MiB),
        ``setup_count``, ``parse``, a point's status, ``setup_mismatch``."""
        self._ptr = ctypes.c_void_p()
        check(lib.ecb_kzg_settings_load_file(ctypes.byref(self._ptr), os.fsencode(path),
                                             _check.threads(threads, 0)), "path")

    @classmethod
    def _wrap(cls, fn: Any, *args: Any) -> "Settings":
        s = cls.__new__(cls)
        s._ptr = ctypes.c_void_p()
        check(fn(ctypes.byref(s._ptr), *args))
        return s

    @classmethod
    def from_text(cls, text: bytes, threads: int = 1) -> "Settings":
        """The same from the file's bytes (as :class:`Settings` reads them from a file)."""
        text = _check.data("text", text)
        return cls._wrap(lib.ecb_kzg_settings_load_text, text, len(text),
                         _check.threads(threads, 0))

    @classmethod
    def from_bytes(cls, g1_lagrange: bytes, g2_monomial: bytes, g1_monomial: bytes,
                   threads: int = 1) -> "Settings":
        """From the points' compressed bytes, back to back: 4096 G1 points in Lagrange form, 65
        G2 points and 4096 G1 points in monomial form (``wrong_length`` otherwise)."""
        a = _check.data("g1_lagrange", g1_lagrange)
        b = _check.data("g2_monomial", g2_monomial)
        c = _check.data("g1_monomial", g1_monomial)
        return cls._wrap(lib.ecb_kzg_settings_load, a, len(a), b, len(b), c, len(c),
                         _check.threads(threads, 0))

    def __del__(self) -> None:
        ptr = getattr(self, "_ptr", None)
        if ptr:
            lib.ecb_kzg_settings_free(ptr)
            self._ptr = None

    def precompute(self, memory_budget: int) -> None:
        """Builds a fixed-base table of at most ``memory_budget`` bytes over the Lagrange
        points, which the commitments and proofs then use (the same bytes as without it): 0
        frees the table, a budget below TABLE_MIN_BYTES is ``invalid_argument`` (the old table
        kept). 8 x 4096 x 48 bytes give 4 entries per point; 7864320 bytes or more the one-pass
        table, about 1.3 times faster than the plain MSM (docs/kzg.md). It changes the object:
        call it before other threads use the settings (the C library releases the GIL)."""
        check(lib.ecb_kzg_settings_precompute(
            self._ptr, _check.integer("memory_budget", memory_budget, _check.SIZE)),
            "memory_budget")

    @property
    def table_size(self) -> int:
        """Bytes of the fixed-base table (0 when there is none)."""
        return int(lib.ecb_kzg_settings_table_size(self._ptr))

    def blob_to_commitment(self, blob: bytes) -> bytes:
        """blob_to_kzg_commitment."""
        blob = _check.data("blob", blob)
        out = ctypes.create_string_buffer(BYTES_PER_COMMITMENT)
        check(lib.ecb_kzg_blob_to_commitment(out, blob, len(blob), self._ptr), "blob")
        return out.raw

    def compute_proof(self, blob: bytes, z: bytes) -> Tuple[bytes, bytes]:
        """compute_kzg_proof: (proof, y) with y = p(z) for the blob's polynomial p."""
        blob = _check.data("blob", blob)
        z = _check.exact("z", z, BYTES_PER_FIELD_ELEMENT)
        proof = ctypes.create_string_buffer(BYTES_PER_PROOF)
        y = ctypes.create_string_buffer(BYTES_PER_FIELD_ELEMENT)
        check(lib.ecb_kzg_compute_proof(proof, y, blob, len(blob), z, self._ptr))
        return proof.raw, y.raw

    def compute_blob_proof(self, blob: bytes, commitment: bytes) -> bytes:
        """compute_blob_kzg_proof: the proof at the blob's Fiat-Shamir challenge (the commitment
        is checked as a point, not as the blob's)."""
        blob = _check.data("blob", blob)
        commitment = _check.exact("commitment", commitment, BYTES_PER_COMMITMENT)
        out = ctypes.create_string_buffer(BYTES_PER_PROOF)
        check(lib.ecb_kzg_compute_blob_proof(out, blob, len(blob), commitment, self._ptr))
        return out.raw

    def verify_proof(self, commitment: bytes, z: bytes, y: bytes, proof: bytes) -> None:
        """verify_kzg_proof: returns when proof shows p(z) = y for the committed p; raises
        ``verify_failed`` when not, or an input's status."""
        check(lib.ecb_kzg_verify_proof(
            _check.exact("commitment", commitment, BYTES_PER_COMMITMENT),
            _check.exact("z", z, BYTES_PER_FIELD_ELEMENT),
            _check.exact("y", y, BYTES_PER_FIELD_ELEMENT),
            _check.exact("proof", proof, BYTES_PER_PROOF), self._ptr))

    def verify_blob_proof(self, blob: bytes, commitment: bytes, proof: bytes) -> None:
        """verify_blob_kzg_proof: returns when proof shows that commitment commits to blob;
        raises ``verify_failed`` when not, or an input's status."""
        blob = _check.data("blob", blob)
        check(lib.ecb_kzg_verify_blob_proof(
            blob, len(blob), _check.exact("commitment", commitment, BYTES_PER_COMMITMENT),
            _check.exact("proof", proof, BYTES_PER_PROOF), self._ptr))

    def verify_blob_proof_batch(self, blobs: Sequence[bytes], commitments: Sequence[bytes],
                                proofs: Sequence[bytes]) -> None:
        """verify_blob_kzg_proof_batch: returns when every triple verifies (also for none);
        raises ``verify_failed`` when one does not (which one is not said), ``size_overflow``
        beyond MAX_BATCH, ``wrong_length`` for lists of different lengths."""
        n = len(blobs)
        b = b"".join(_check.exact("blobs[%d]" % i, x, BYTES_PER_BLOB)
                     for i, x in enumerate(blobs))
        c = b"".join(_check.exact("commitments[%d]" % i, x, BYTES_PER_COMMITMENT)
                     for i, x in enumerate(commitments))
        p = b"".join(_check.exact("proofs[%d]" % i, x, BYTES_PER_PROOF)
                     for i, x in enumerate(proofs))
        check(lib.ecb_kzg_verify_blob_proof_batch(b, len(b), c, len(c), p, len(p), n, self._ptr))

    def compute_cells(self, blob: bytes) -> List[bytes]:
        """compute_cells: the 128 cells of the blob's extension."""
        blob = _check.data("blob", blob)
        cells = ctypes.create_string_buffer(CELLS_PER_EXT_BLOB * BYTES_PER_CELL)
        check(lib.ecb_kzg_compute_cells(cells, len(cells), blob, len(blob), self._ptr), "blob")
        return _split(cells.raw, BYTES_PER_CELL)

    def compute_cells_and_proofs(self, blob: bytes) -> Tuple[List[bytes], List[bytes]]:
        """compute_cells_and_kzg_proofs: the 128 cells and their 128 proofs (FK20)."""
        blob = _check.data("blob", blob)
        cells = ctypes.create_string_buffer(CELLS_PER_EXT_BLOB * BYTES_PER_CELL)
        proofs = ctypes.create_string_buffer(CELLS_PER_EXT_BLOB * BYTES_PER_PROOF)
        check(lib.ecb_kzg_compute_cells_and_proofs(cells, len(cells), proofs, len(proofs), blob,
                                                   len(blob), self._ptr), "blob")
        return _split(cells.raw, BYTES_PER_CELL), _split(proofs.raw, BYTES_PER_PROOF)

    def recover_cells_and_proofs(self, cell_indices: Sequence[int],
                                 cells: Sequence[bytes]) -> Tuple[List[bytes], List[bytes]]:
        """recover_cells_and_kzg_proofs: every cell and proof from at least 64 of the cells,
        cells[k] the cell of column cell_indices[k], the indices ascending: ``too_few``,
        ``size_overflow`` (more than 128), ``index_out_of_range``, ``duplicate_index``,
        ``index_order``, ``wrong_length`` (lists of different lengths), a cell's
        ``scalar_out_of_range``."""
        idx = _check.array("cell_indices", list(cell_indices), _check.UINT64, ctypes.c_uint64)
        given = b"".join(_check.exact("cells[%d]" % i, x, BYTES_PER_CELL)
                         for i, x in enumerate(cells))
        out = ctypes.create_string_buffer(CELLS_PER_EXT_BLOB * BYTES_PER_CELL)
        proofs = ctypes.create_string_buffer(CELLS_PER_EXT_BLOB * BYTES_PER_PROOF)
        check(lib.ecb_kzg_recover_cells_and_proofs(out, len(out), proofs, len(proofs), idx, given,
                                                   len(given), len(idx), self._ptr))
        return _split(out.raw, BYTES_PER_CELL), _split(proofs.raw, BYTES_PER_PROOF)

    def verify_cell_proof_batch(self, commitments: Sequence[bytes], cell_indices: Sequence[int],
                                cells: Sequence[bytes], proofs: Sequence[bytes]) -> None:
        """verify_cell_kzg_proof_batch: returns when every cell k verifies against
        commitments[k], its column cell_indices[k] and proofs[k] (also for none); raises
        ``verify_failed`` when one does not (which one is not said), ``size_overflow`` beyond
        MAX_CELL_BATCH, ``wrong_length`` for lists of different lengths,
        ``index_out_of_range`` for an index of 128 or more, or an input's status."""
        idx = _check.array("cell_indices", list(cell_indices), _check.UINT64, ctypes.c_uint64)
        c = b"".join(_check.exact("commitments[%d]" % i, x, BYTES_PER_COMMITMENT)
                     for i, x in enumerate(commitments))
        cl = b"".join(_check.exact("cells[%d]" % i, x, BYTES_PER_CELL)
                      for i, x in enumerate(cells))
        p = b"".join(_check.exact("proofs[%d]" % i, x, BYTES_PER_PROOF)
                     for i, x in enumerate(proofs))
        check(lib.ecb_kzg_verify_cell_proof_batch(c, len(c), idx, cl, len(cl), p, len(p),
                                                  len(idx), self._ptr))
