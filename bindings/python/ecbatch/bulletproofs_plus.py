"""Bulletproofs+ range proofs over ristretto255, byte-compatible with tari_bulletproofs_plus
0.4.1, with batch verification that names the invalid proofs."""
import ctypes
import json
from typing import Any, Callable, Dict, List, NamedTuple, Optional, Sequence, Tuple

from . import _check, _files, _lib
from ._lib import lib
from .errors import (ERR_IDENTITY, ERR_INVALID_ARGUMENT, ERR_LENGTH_MISMATCH,
                     ERR_REPEATED_GENERATOR, EcbatchError, InvalidProofError, check, mismatch,
                     status_name)
from .merlin import Transcript
from .ristretto255 import Point, Scalar

__all__ = ["PedersenGens", "RangeParams", "RangeStatement", "RangeProof", "verify_batch",
           "Verifier",
           "VERIFY_ONLY", "RECOVER_ONLY", "RECOVER_AND_VERIFY", "RangeItem", "verify_items",
           "proofs_from_json", "proofs_to_json", "load_proofs", "save_proofs"]

#: Batch verification modes.
VERIFY_ONLY, RECOVER_ONLY, RECOVER_AND_VERIFY = 0, 1, 2
#: The bounds of the range parameters (ECB_BPP_MAX_*): T, n and M.
_MAX_EXTENSION_DEGREE, _MAX_BIT_LENGTH, _MAX_AGGREGATION = 6, 64, 1024


def _range_error(argument: str, value: int, what: str) -> EcbatchError:
    """``invalid_argument`` naming the argument, its value and what it must be."""
    return EcbatchError(ERR_INVALID_ARGUMENT, argument=argument, actual=value,
                        detail="%s: %d is not %s" % (argument, value, what))


def _extension_degree(argument: str, t: int) -> int:
    if not 1 <= t <= _MAX_EXTENSION_DEGREE:
        raise _range_error(argument, t, "in 1..%d" % _MAX_EXTENSION_DEGREE)
    return t


def _power_of_two(argument: str, value: Any, bound: int) -> int:
    v = _check.integer(argument, value, _check.SIZE)
    if v == 0 or v & (v - 1) or v > bound:
        raise _range_error(argument, v, "a power of two in 1..%d" % bound)
    return v


class PedersenGens:
    """Pedersen generators H and G_1..G_T (T = extension degree, 1..6)."""

    def __init__(self, extension_degree: int = 1) -> None:
        """The default generators of degree T (tari's), T in 1..6."""
        self._raw = _lib.PedersenGens()
        t = _check.integer("extension_degree", extension_degree, _check.SIZE)
        check(lib.ecb_bpp_pedersen_gens_default(self._raw,
                                                _extension_degree("extension_degree", t)))

    @classmethod
    def custom(cls, h: Point, g: Sequence[Point]) -> "PedersenGens":
        """Caller-chosen generators H and G_1..G_T (T = len(g), 1..6). The identity
        (``identity``) and a point given twice (``repeated_generator``: H equal to a G_k, or two
        equal G_k) are refused: each is a known relation that lets one commitment open to two
        values. The caller must still make sure no other relation is known (no point a known
        multiple of another, e.g. H = -G_1 or 2 G_1): derive each from its own label with
        Point.from_uniform_bytes of a hash."""
        _extension_degree("len(g)", len(g))
        pts = [h] + list(g)
        names = ["h"] + ["g[%d]" % k for k in range(len(g))]
        for name, p in zip(names, pts):
            if not isinstance(p, Point):
                raise TypeError("PedersenGens.custom: %s is %s, not ristretto255.Point"
                                % (name, type(p).__name__))
        gens = cls.__new__(cls)
        gens._raw = _lib.PedersenGens()
        arr = (_lib.RistrettoPoint * len(g))(*[p._raw for p in g])
        code = lib.ecb_bpp_pedersen_gens_custom(gens._raw, h._raw, arr, len(g))
        if code == ERR_IDENTITY:
            name = next(n for n, p in zip(names, pts) if p.is_identity())
            raise EcbatchError(code, argument=name.split("[")[0],
                               detail="%s is the identity" % name)
        if code == ERR_REPEATED_GENERATOR:
            enc = [p.to_bytes() for p in pts]
            j = next(j for j in range(len(enc)) if enc[j] in enc[:j])
            raise EcbatchError(code, argument="g", index=j - 1,
                               detail="%s equals %s: the commitments would not bind"
                                      % (names[j], names[enc.index(enc[j])]))
        check(code)
        return gens

    @property
    def extension_degree(self) -> int:
        """T."""
        return self._raw.extension_degree

    @property
    def h(self) -> Point:
        """H, the value base."""
        p = Point._new()
        p._raw = _lib.RistrettoPoint.from_buffer_copy(self._raw.h)
        return p

    @property
    def g(self) -> List[Point]:
        """G_1..G_T, the blinding bases."""
        out = []
        for raw in self._raw.g[:self._raw.extension_degree]:
            p = Point._new()
            p._raw = _lib.RistrettoPoint.from_buffer_copy(raw)
            out.append(p)
        return out

    def commit(self, value: int, blindings: Sequence[Scalar]) -> Point:
        """value*H + sum blindings[k]*G_{k+1} (constant time; 0 <= value < 2^64)."""
        value = _check.integer("value", value, _check.UINT64, secret=True)
        arr = (_lib.RistrettoScalar * len(blindings))(*[b._raw for b in blindings])
        out = Point._new()
        try:
            check(lib.ecb_bpp_commit(out._raw, self._raw, value, arr, len(blindings)))
        finally:
            _lib.wipe(arr)
        return out


class RangeParams:
    """Range parameters: bit length n (a power of two <= 64), maximum aggregation M (a power of
    two <= 1024), the generators and the shared tables. Immutable; thread safe."""

    def __init__(self, bit_length: int, max_aggregation: int, gens: PedersenGens) -> None:
        self._ptr = ctypes.c_void_p()
        bit_length = _power_of_two("bit_length", bit_length, _MAX_BIT_LENGTH)
        max_aggregation = _power_of_two("max_aggregation", max_aggregation, _MAX_AGGREGATION)
        check(lib.ecb_bpp_params_create(ctypes.byref(self._ptr), bit_length, max_aggregation, gens._raw))

    @property
    def bit_length(self) -> int:
        """n."""
        return lib.ecb_bpp_params_bit_length(self._ptr)

    @property
    def max_aggregation(self) -> int:
        """M."""
        return lib.ecb_bpp_params_max_aggregation(self._ptr)

    @property
    def extension_degree(self) -> int:
        """T."""
        return lib.ecb_bpp_params_extension_degree(self._ptr)

    @property
    def pedersen_gens(self) -> PedersenGens:
        """A copy of the Pedersen generators."""
        gens = PedersenGens.__new__(PedersenGens)
        raw = lib.ecb_bpp_params_pedersen_gens(self._ptr)[0]
        gens._raw = _lib.PedersenGens.from_buffer_copy(raw)
        return gens

    def __del__(self) -> None:
        if getattr(self, "_ptr", None):
            lib.ecb_bpp_params_free(self._ptr)
            self._ptr = None


class RangeStatement:
    """What a proof claims: m compressed commitments (m a power of two <= M), each to a value in
    [promise, promise + 2^n), optionally a seed nonce (m = 1) embedding the blindings."""

    def __init__(self, params: RangeParams, commitments: Sequence[bytes],
                 minimum_value_promises: Optional[Sequence[int]] = None,
                 seed_nonce: Optional[Scalar] = None) -> None:
        m = len(commitments)
        if minimum_value_promises is not None and len(minimum_value_promises) != m:
            raise mismatch("commitments", m, "minimum_value_promises", len(minimum_value_promises))
        self.params = params
        self.commitments = [_check.exact("commitments[%d]" % i, c, 32)
                            for i, c in enumerate(commitments)]
        self._commitments = ctypes.create_string_buffer(b"".join(self.commitments), 32 * m)
        self._promises = _check.array("minimum_value_promises", minimum_value_promises or [0] * m,
                                      _check.UINT64, ctypes.c_uint64)
        self._seed = seed_nonce
        self._raw = _lib.BppStatement(
            params=params._ptr, aggregation=m,
            commitments=ctypes.cast(self._commitments, ctypes.c_void_p),
            minimum_value_promises=self._promises,
            seed_nonce=ctypes.pointer(seed_nonce._raw) if seed_nonce is not None else None)
        check(lib.ecb_bpp_statement_check(self._raw))


class RangeProof:
    """A proof in tari_bulletproofs_plus 0.4.1's wire format; ``bytes(proof)`` serializes it."""

    __slots__ = ("_raw",)

    def __init__(self, data: bytes) -> None:
        """Parses the wire format (``proof_format``, ``scalar_out_of_range``)."""
        self._raw = _lib.BppProof()
        data = _check.data("data", data)
        check(lib.ecb_bpp_proof_parse_var(self._raw, data, len(data)), "data")

    def to_bytes(self) -> bytes:
        """The wire format."""
        size = lib.ecb_bpp_proof_size(self._raw.extension_degree, self._raw.rounds)
        out = ctypes.create_string_buffer(size)
        n = ctypes.c_size_t()
        check(lib.ecb_bpp_proof_serialize(out, size, ctypes.byref(n), self._raw))
        return out.raw[: n.value]

    __bytes__ = to_bytes

    @classmethod
    def prove(cls, transcript: Transcript, statement: RangeStatement, values: Sequence[int],
              blindings: Sequence[Scalar],
              rng: Optional[Callable[[], bytes]] = None) -> "RangeProof":
        """Proves the statement: values[j] and blindings[j*T:(j+1)*T] open commitment j. The
        transcript advances (the verifier starts from its state before this call). rng, when
        given, returns exactly 32 bytes of external randomness per call (anything else raises,
        and so does rng itself: no proof then); default: the OS's."""
        m = len(values)
        if m == 0 or len(blindings) % m:
            raise EcbatchError(ERR_LENGTH_MISMATCH, expected=m, actual=len(blindings),
                               argument="blindings",
                               detail="%d blindings for %d values: need T per value (T = the "
                                      "extension degree)" % (len(blindings), m))
        vals = _check.array("values", values, _check.UINT64, ctypes.c_uint64, secret=True)
        blind = (_lib.RistrettoScalar * len(blindings))(*[b._raw for b in blindings])
        witness = _lib.BppWitness(count=m, extension_degree=len(blindings) // m, values=vals,
                                  blindings=blind)
        callback = _lib.RNG_FN()
        failed: List[BaseException] = []
        if rng is not None:
            def fill(_ctx, out):
                # A ctypes callback cannot raise into C: the first failure is kept and raised
                # once ecb_bpp_prove returns; until then C gets zeros and its proof is discarded.
                block = bytes(32)
                if not failed:
                    try:
                        block = _check.exact("rng()", rng(), 32)
                    except BaseException as e:
                        failed.append(e)
                ctypes.memmove(out, block, 32)
            callback = _lib.RNG_FN(fill)
        proof = cls.__new__(cls)
        proof._raw = _lib.BppProof()
        try:
            code = lib.ecb_bpp_prove(proof._raw, transcript._raw, statement._raw, witness, callback,
                                     None)
        finally:
            _lib.wipe(vals)
            _lib.wipe(blind)
        if failed:
            _lib.wipe(proof._raw)
            raise failed[0]
        check(code)
        return proof

    def verify(self, transcript: Transcript, statement: RangeStatement) -> None:
        """Verifies one proof; raises EcbatchError (``verify_failed``, ...) when it fails."""
        verify_batch([transcript], [statement], [self])


def verify_batch(transcripts: Sequence[Transcript], statements: Sequence[RangeStatement],
                 proofs: Sequence[RangeProof], mode: int = VERIFY_ONLY, threads: int = 1,
                 identify_invalid: bool = True) -> List[Optional[List[Scalar]]]:
    """Verifies and/or recovers a batch (one MSM per 256 proofs). transcripts: one shared
    initial transcript or one per proof. mode: VERIFY_ONLY, RECOVER_ONLY or
    RECOVER_AND_VERIFY. Returns the recovered masks (per proof, a list of T blindings or
    None). On failure raises EcbatchError whose ``invalid`` lists each invalid proof and why."""
    return _run_batch(lib.ecb_bpp_verify_batch_var, transcripts, statements, proofs, mode,
                      threads, identify_invalid)


def _run_batch(call: Callable[..., int], transcripts: Sequence[Transcript],
               statements: Sequence[RangeStatement], proofs: Sequence[RangeProof], mode: int,
               threads: int, identify_invalid: bool) -> List[Optional[List[Scalar]]]:
    """verify_batch through call: ecb_bpp_verify_batch_var or a verifier's (bound to it), which
    take the same arguments and give the same results."""
    n = len(proofs)
    if n == 0:
        raise EcbatchError(ERR_INVALID_ARGUMENT, argument="proofs", actual=0,
                           detail="proofs: an empty batch; give at least one proof")
    if len(statements) != n:
        raise mismatch("proofs", n, "statements", len(statements))
    if len(transcripts) not in (1, n):
        raise EcbatchError(ERR_LENGTH_MISMATCH, expected=n, actual=len(transcripts),
                           argument="transcripts",
                           detail="%d transcripts for %d proofs: give 1 or %d"
                                  % (len(transcripts), n, n))
    for name, items, kind in (("transcripts", transcripts, Transcript),
                              ("statements", statements, RangeStatement),
                              ("proofs", proofs, RangeProof)):
        for i, item in enumerate(items):
            if not isinstance(item, kind):
                raise TypeError("verify_batch: %s[%d] is %s, not %s"
                                % (name, i, type(item).__name__, kind.__name__))
    threads = _check.threads(threads)
    mode = _check.integer("mode", mode, _check.INT)
    ts = (_lib.MerlinTranscript * len(transcripts))(*[t._raw for t in transcripts])
    st = (_lib.BppStatement * n)(*[s._raw for s in statements])
    ps = (_lib.BppProof * n)(*[p._raw for p in proofs])
    masks = (_lib.BppMask * n)()
    status = (ctypes.c_int * n)()
    opt = _lib.BppVerifyOptions(threads=threads, identify_invalid=int(identify_invalid),
                                proof_status=status, strategy=0)
    code = call(ts, len(transcripts), st, ps, n, mode, masks, opt)
    try:
        if code != 0:
            invalid = [(i, status_name(s)) for i, s in enumerate(status) if s != 0]
            raise InvalidProofError(code, invalid) if invalid else EcbatchError(code)
        out: List[Optional[List[Scalar]]] = []
        for m in masks:
            if not m.present:
                out.append(None)
                continue
            scalars = []
            for k in range(m.extension_degree):
                s = Scalar()
                ctypes.pointer(s._raw)[0] = m.blindings[k]
                scalars.append(s)
            out.append(scalars)
        return out
    finally:
        _lib.wipe(masks)


class Verifier:
    """verify_batch in memory held between calls (``ecb_bpp_verifier``): allocated and touched
    once for batches of at most max_batch proofs with n <= bit_length, m <= max_aggregation and
    at most ``threads`` threads, so warm calls allocate nothing and take no page faults on
    their buffers. A larger batch raises ``scratch_too_small`` (the verifier does not grow).
    One call at a time: do not share a verifier between threads. Freed by close(), at the end
    of a ``with`` block, or when collected."""

    def __init__(self, max_batch: int, bit_length: int, max_aggregation: int,
                 threads: int = 1) -> None:
        self._ptr = ctypes.c_void_p()
        check(lib.ecb_bpp_verifier_create(
            ctypes.byref(self._ptr), _check.integer("max_batch", max_batch, _check.SIZE),
            _check.integer("bit_length", bit_length, _check.SIZE),
            _check.integer("max_aggregation", max_aggregation, _check.SIZE),
            _check.threads(threads)))

    def verify_batch(self, transcripts: Sequence[Transcript],
                     statements: Sequence[RangeStatement], proofs: Sequence[RangeProof],
                     mode: int = VERIFY_ONLY, threads: int = 1,
                     identify_invalid: bool = True) -> List[Optional[List[Scalar]]]:
        """The module's verify_batch in this verifier's memory: the same arguments, masks and
        named invalid proofs; ``scratch_too_small`` beyond the verifier's bounds. ValueError
        once closed."""
        if not self._ptr:
            raise ValueError("verify_batch on a closed Verifier")
        ptr = self._ptr
        return _run_batch(lambda *args: lib.ecb_bpp_verifier_verify_batch_var(ptr, *args),
                          transcripts, statements, proofs, mode, threads, identify_invalid)

    def verify_items(self, items: Sequence["RangeItem"], mode: int = VERIFY_ONLY,
                     threads: int = 1) -> List[Optional[List[Scalar]]]:
        """The module's verify_items in this verifier's memory."""
        ts, sts, ps = zip(*(it.parts() for it in items)) if items else ((), (), ())
        return self.verify_batch(list(ts), list(sts), list(ps), mode, threads)

    def close(self) -> None:
        """Frees the verifier's memory now (again: nothing)."""
        if getattr(self, "_ptr", None):
            lib.ecb_bpp_verifier_free(self._ptr)
        self._ptr = ctypes.c_void_p()

    def __enter__(self) -> "Verifier":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def __del__(self) -> None:
        self.close()


# ---- proofs as data: the JSON of `ecbatch bpp prove / verify` ---------------------------------

#: The "suite" of the proof files `ecbatch bpp prove` writes.
PROOFS_SUITE = "bulletproofs-plus/proofs"
DEFAULT_LABEL = b"BatchedRangeProofTest"


class RangeItem(NamedTuple):
    """One proof as bytes and numbers (what tari stores, the shared vectors and the command's
    proof files hold): the range (bit_length, max_aggregation, extension_degree), the initial
    transcript's label, the compressed commitments, the proof, optionally the minimum value
    promises and a seed nonce (32 bytes)."""
    bit_length: int
    max_aggregation: int
    extension_degree: int
    transcript_label: bytes
    commitments: Sequence[bytes]
    proof: bytes
    minimum_value_promises: Optional[Sequence[int]] = None
    seed_nonce: Optional[bytes] = None

    def parts(self) -> Tuple[Transcript, RangeStatement, RangeProof]:
        """The initial transcript, the statement (parameters built once per range and process)
        and the parsed proof."""
        key = (self.bit_length, self.max_aggregation, self.extension_degree)
        if key not in _PARAMS:
            _PARAMS[key] = RangeParams(key[0], key[1], PedersenGens(key[2]))
        seed = Scalar.from_bytes(self.seed_nonce) if self.seed_nonce else None
        st = RangeStatement(_PARAMS[key], list(self.commitments), self.minimum_value_promises,
                            seed)
        return Transcript(self.transcript_label), st, RangeProof(self.proof)


_PARAMS: Dict[Tuple[int, int, int], RangeParams] = {}


def verify_items(items: Sequence[RangeItem], mode: int = VERIFY_ONLY, threads: int = 1
                 ) -> List[Optional[List[Scalar]]]:
    """verify_batch over items (one transcript each, from its label)."""
    ts, sts, ps = zip(*(it.parts() for it in items)) if items else ((), (), ())
    return verify_batch(list(ts), list(sts), list(ps), mode, threads)


def _hex(obj: Dict[str, Any], key: str, where: str) -> bytes:
    try:
        return bytes.fromhex(obj[key])
    except (TypeError, ValueError):
        raise _files.format_error(where + key, "not hex") from None


def _item_from_json(obj: Any, where: str) -> RangeItem:
    if not isinstance(obj, dict):
        raise _files.format_error(where.rstrip(": "), "not an object")
    for key in ("bit_length", "commitments"):
        if key not in obj:
            raise _files.format_error(where + key, "missing")
    proof_key = "proof" if "proof" in obj else "proof_hex"
    if proof_key not in obj:
        raise _files.format_error(where + "proof", "missing")
    coms = obj["commitments"]
    if not isinstance(coms, list):
        raise _files.format_error(where + "commitments", "not an array")
    commitments = [_hex({"c": c}, "c", "%scommitments[%d]" % (where, j))
                   for j, c in enumerate(coms)]
    promises = obj.get("minimum_value_promises")
    if "minimum_value_promise" in obj:
        promises = [obj["minimum_value_promise"]]
    if isinstance(promises, list) and any(p is not None for p in promises):
        promises = [int(p) if p is not None else 0 for p in promises]
    else:
        promises = None  # absent, null, every entry null, or prose in a vector file
    label = obj.get("transcript_label")
    seed = obj.get("seed_nonce")
    return RangeItem(int(obj["bit_length"]),
                     int(obj.get("max_aggregation_factor", obj.get("aggregation_factor",
                                                                   len(commitments)))),
                     int(obj.get("extension_degree", 1)),
                     label.encode() if label is not None else DEFAULT_LABEL,
                     commitments, _hex(obj, proof_key, where), promises,
                     bytes.fromhex(seed) if seed else None)


def proofs_from_json(text: Any) -> List[RangeItem]:
    """The proofs of a JSON document (text, bytes or the parsed object) as `ecbatch bpp verify`
    reads it: {"proofs": [...]} (what `bpp prove` writes), an array of proof objects, or one
    object. Values and blindings, when present, are not kept (they are secrets); annotations
    are read past. Malformed entries raise ``proof_format`` naming the object and key."""
    doc = json.loads(text) if isinstance(text, (str, bytes, bytearray)) else text
    if isinstance(doc, dict) and "proofs" in doc:
        suite = doc.get("suite")
        if suite is not None and suite != PROOFS_SUITE:
            raise _files.format_error("suite", "%r, expected %r" % (suite, PROOFS_SUITE))
        doc = doc["proofs"]
    objs = doc if isinstance(doc, list) else [doc]
    return [_item_from_json(o, "proofs[%d]: " % i) for i, o in enumerate(objs)]


def proofs_to_json(items: Sequence[RangeItem]) -> str:
    """The document `ecbatch bpp verify` reads (as `bpp prove` writes it, without the values
    and blindings)."""
    out = []
    for it in items:
        promises = it.minimum_value_promises or [0] * len(it.commitments)
        out.append({"bit_length": it.bit_length, "max_aggregation_factor": it.max_aggregation,
                    "extension_degree": it.extension_degree,
                    "transcript_label": it.transcript_label.decode(),
                    "commitments": [bytes(c).hex() for c in it.commitments],
                    "minimum_value_promises": [str(p) if p else None for p in promises],
                    "seed_nonce": it.seed_nonce.hex() if it.seed_nonce else None,
                    "proof": bytes(it.proof).hex()})
    return json.dumps({"suite": PROOFS_SUITE, "proofs": out}, indent=2) + "\n"


def load_proofs(path: _files.PathLike) -> List[RangeItem]:
    """Reads a proof file (`ecbatch bpp prove --out`'s, or a vector file)."""
    return proofs_from_json(_files.read(path))


def save_proofs(path: _files.PathLike, items: Sequence[RangeItem]) -> None:
    """Writes a proof file for `ecbatch bpp verify` atomically."""
    _files.write(path, proofs_to_json(items).encode())
