"""Batched threshold decryption over BLS12-381 (TDH2 with one batch DLEQ proof per server):
dealer, client, server and combiner roles, and the wire formats (bytes in and out).

The files of `ecbatch bte` read and write here too (``from_file`` / ``to_file``): public.bte
(the variant byte, 0 MinPk or 1 MinSig, then the public polynomial's encoding), share-<i>.bte,
ciphertext and response files (the library's encodings), and the request's batch file
(0x01 || varint(|context|) || context || varint(count) || count x (varint(len) || ciphertext))."""
import ctypes
from typing import List, Optional, Sequence, Tuple, Union

from . import _check, _files, _lib
from ._lib import lib
from .errors import (ERR_INDEX_OUT_OF_RANGE, ERR_INVALID_ARGUMENT, ERR_NO_VALID_CIPHERTEXTS,
                     ERR_SIZE_OVERFLOW, ERR_THRESHOLD_MISMATCH, ERR_TOO_FEW, EcbatchError,
                     InvalidProofError, check, mismatch, not_one_of, status_name)

__all__ = ["MINPK", "MINSIG", "Point", "Share", "PublicPolynomial", "Ciphertext",
           "verify_ciphertexts", "Request", "Response"]

#: Variants: every element in G1 (48-byte points) or in G2 (96-byte points).
MINPK, MINSIG = 0, 1
VARIANT_NAMES = {MINPK: "MinPk", MINSIG: "MinSig"}
#: ECB_BTE_MAX_BATCH: the most ciphertexts per request.
MAX_BATCH = 1 << 20
#: ECB_BTE_MAX_PARTICIPANTS: n, and so t, at most; server indices are below it.
MAX_PARTICIPANTS = 1 << 16
#: A variant: MINPK / MINSIG, or its name ("MinPk", "MinSig", any case).
Variant = Union[int, str]
_VARIANTS = {"minpk": MINPK, "minsig": MINSIG, MINPK: MINPK, MINSIG: MINSIG}


def _variant(v: Variant) -> int:
    try:
        return _VARIANTS[v.lower() if isinstance(v, str) else v]
    except (KeyError, TypeError):
        raise not_one_of("variant", v, ("MINPK (0, 'MinPk')", "MINSIG (1, 'MinSig')")) from None


class Point:
    """A non-identity point of a variant's group (keys, public shares, headers)."""

    __slots__ = ("_raw",)

    def __init__(self) -> None:
        self._raw = _lib.BtePoint()

    @classmethod
    def from_bytes(cls, variant: Variant, data: bytes) -> "Point":
        """Decodes a compressed point of the variant (MINPK / MINSIG or "MinPk" / "MinSig")."""
        p, v = cls(), _variant(variant)
        data = _check.exact("data", data, lib.ecb_bte_point_bytes(v))
        check(lib.ecb_bte_point_decode(p._raw, v, data, len(data)), "data")
        return p

    @property
    def variant(self) -> int:
        """MINPK or MINSIG."""
        return lib.ecb_bte_point_variant(self._raw)

    def to_bytes(self) -> bytes:
        """The compressed encoding (48 or 96 bytes)."""
        out = ctypes.create_string_buffer(lib.ecb_bte_point_bytes(self.variant))
        lib.ecb_bte_point_encode(out, self._raw)
        return out.raw

    __bytes__ = to_bytes

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Point) and bool(lib.ecb_bte_point_equal(self._raw, other._raw))

    def __hash__(self) -> int:
        return hash(self.to_bytes())

    def __repr__(self) -> str:
        return "bte.Point(%s)" % self.to_bytes().hex()


class Share:
    """Server index's secret share (index 0-based). Wiped when garbage collected."""

    __slots__ = ("_raw",)

    def __init__(self, data: bytes) -> None:
        """Decodes a share's encoding 0x01 || varint(index) || secret."""
        self._raw = _lib.BteShare()
        data = _check.data("data", data)
        check(lib.ecb_bte_share_decode(self._raw, data, len(data)), "data")

    @classmethod
    def from_bytes(cls, data: bytes) -> "Share":
        """Decodes a share's encoding (as ``Share(data)``)."""
        return cls(data)

    @classmethod
    def from_file(cls, path: _files.PathLike) -> "Share":
        """Reads a share file (`ecbatch bte keygen`'s share-<i>.bte)."""
        return cls(_files.read(path))

    def to_file(self, path: _files.PathLike, overwrite: bool = False) -> None:
        """Writes the share file atomically with mode 0600; an existing file is replaced only
        with overwrite=True (FileExistsError otherwise), as the command's --force."""
        _files.write(path, self.to_bytes(), secret=True, overwrite=overwrite)

    @property
    def index(self) -> int:
        """The 0-based server index."""
        return self._raw.index

    def to_bytes(self) -> bytes:
        """The share's encoding (secret data)."""
        out = ctypes.create_string_buffer(38)
        n = lib.ecb_bte_share_encode(out, self._raw)
        data = out.raw[:n]
        ctypes.memset(out, 0, 38)
        return data

    __bytes__ = to_bytes

    def __repr__(self) -> str:
        return "bte.Share(index %d, ..)" % self.index

    def __del__(self) -> None:
        _lib.wipe(self._raw)


class _Handle:
    """An owned C object, freed when garbage collected."""

    _FREE = ""

    def __init__(self, ptr: ctypes.c_void_p) -> None:
        self._ptr = ptr

    def __del__(self) -> None:
        if getattr(self, "_ptr", None):
            getattr(lib, self._FREE)(self._ptr)
            self._ptr = None


class PublicPolynomial(_Handle):
    """The public polynomial C_0..C_{t-1}; C_0 is the encryption key."""

    _FREE = "ecb_bte_public_free"

    @classmethod
    def deal(cls, variant: Variant, t: int, n: int,
             coefficients: Optional[bytes] = None) -> Tuple["PublicPolynomial", List[Share]]:
        """Trusted-dealer key generation: t-of-n shares and the public polynomial. With
        coefficients (t x 32 bytes big-endian, each < r and non-zero) the keys are
        reproducible (tests, known answers)."""
        t, n = _check.integer("t", t, _check.UINT32), _check.integer("n", n, _check.UINT32)
        if not 0 < n <= 65536:
            raise EcbatchError(ERR_INVALID_ARGUMENT, argument="n", bound=65536,
                               detail="n = %d is outside 1..65536" % n)
        shares = (_lib.BteShare * n)()
        ptr = ctypes.c_void_p()
        try:
            if coefficients is None:
                check(lib.ecb_bte_deal(ctypes.byref(ptr), shares, _variant(variant), t, n))
            else:
                coefficients = _check.exact("coefficients", coefficients, 32 * t)
                check(lib.ecb_bte_deal_from_coefficients(ctypes.byref(ptr), shares, _variant(variant),
                                                         t, n, coefficients))
            out = []
            for s in shares:
                share = Share.__new__(Share)
                share._raw = _lib.BteShare()
                ctypes.pointer(share._raw)[0] = s
                out.append(share)
            return cls(ptr), out
        finally:
            _lib.wipe(shares)

    @classmethod
    def from_bytes(cls, variant: Union[Variant, bytes], data: Optional[bytes] = None
                   ) -> "PublicPolynomial":
        """Decodes 0x01 || varint(t) || C_0 .. C_{t-1} of the variant; or, given the bytes
        alone (``from_bytes(data)``), the command's public.bte: the variant byte (0 MinPk,
        1 MinSig) then that encoding. With a variant, the command's bytes of that variant are
        accepted too (the two forms never both decode)."""
        if data is None:
            return cls.from_file_bytes(_check.data("data", variant))
        v, data = _variant(variant), _check.data("data", data)
        ptr = ctypes.c_void_p()
        code = lib.ecb_bte_public_decode(ctypes.byref(ptr), v, data, len(data))
        if code != 0 and len(data) > 1 and data[0] == v:
            if lib.ecb_bte_public_decode(ctypes.byref(ptr), v, data[1:], len(data) - 1) == 0:
                return cls(ptr)
        check(code, "data")
        return cls(ptr)

    @classmethod
    def from_file_bytes(cls, data: bytes) -> "PublicPolynomial":
        """The bytes of the command's public.bte: the variant byte (0 MinPk, 1 MinSig), then
        the encoding (to_file_bytes writes them)."""
        if len(data) < 2:
            raise _files.format_error("data", "%d bytes, too short for a public polynomial"
                                      % len(data))
        if data[0] not in (MINPK, MINSIG):
            raise _files.format_error("data", "variant byte %d is neither 0 (MinPk) nor 1 "
                                      "(MinSig)" % data[0])
        ptr = ctypes.c_void_p()
        check(lib.ecb_bte_public_decode(ctypes.byref(ptr), data[0], data[1:], len(data) - 1),
              "data")
        return cls(ptr)

    @classmethod
    def from_file(cls, path: _files.PathLike) -> "PublicPolynomial":
        """Reads the command's public.bte (variant byte, then the encoding)."""
        return cls.from_file_bytes(_files.read(path))

    def to_bytes(self) -> bytes:
        """The encoding (without the variant byte of the command's public.bte)."""
        out = ctypes.create_string_buffer(lib.ecb_bte_public_encoded_size(self._ptr))
        lib.ecb_bte_public_encode(out, self._ptr)
        return out.raw

    __bytes__ = to_bytes

    def to_file_bytes(self) -> bytes:
        """The command's public.bte: the variant byte, then the encoding."""
        return bytes([self.variant]) + self.to_bytes()

    def to_file(self, path: _files.PathLike) -> None:
        """Writes the command's public.bte atomically."""
        _files.write(path, self.to_file_bytes())

    @property
    def variant(self) -> int:
        """MINPK or MINSIG."""
        return lib.ecb_bte_public_variant(self._ptr)

    @property
    def threshold(self) -> int:
        """t."""
        return lib.ecb_bte_public_threshold(self._ptr)

    @property
    def participants(self) -> Optional[int]:
        """The dealing's n for a polynomial from deal; None for a decoded one (the encoding,
        and the command's public.bte, hold no n)."""
        return lib.ecb_bte_public_participants(self._ptr) or None

    @property
    def public_key(self) -> Point:
        """The encryption key h = C_0."""
        p = Point()
        lib.ecb_bte_public_key(self._ptr, p._raw)
        return p

    def commitment(self, k: int) -> Point:
        """C_k for k < t."""
        p = Point()
        k = _check.integer("k", k, _check.UINT32)
        check(lib.ecb_bte_public_commitment(self._ptr, k, p._raw))
        return p

    def public_share(self, index: int) -> Point:
        """Server index's public share (what its responses are verified against). index must
        be below n for a dealt polynomial (``participants``), below 65536 for a decoded one:
        ``index_out_of_range`` otherwise."""
        p = Point()
        index = _check.integer("index", index, _check.UINT32)
        if lib.ecb_bte_public_share_var(self._ptr, index, p._raw) != 0:
            n = self.participants
            bound = n if n is not None else MAX_PARTICIPANTS
            raise EcbatchError(ERR_INDEX_OUT_OF_RANGE, argument="index", actual=index,
                               bound=bound,
                               detail="index: %d is not below %s" % (
                                   index, "n = %d, the dealing's servers" % n if n is not None
                                   else "%d (ECB_BTE_MAX_PARTICIPANTS)" % bound))
        return p

    def check_share(self, share: Share) -> None:
        """Raises EcbatchError (``verify_failed``) unless the share matches the polynomial."""
        check(lib.ecb_bte_share_check(self._ptr, share._raw))


class Ciphertext(_Handle):
    """A ciphertext: label, masked body, header and the proof binding them."""

    _FREE = "ecb_bte_ciphertext_free"

    @classmethod
    def encrypt(cls, pk: Point, label: bytes, message: bytes,
                seeds: Optional[Tuple[bytes, bytes]] = None) -> "Ciphertext":
        """Encrypts message under pk with the associated data label. seeds (r_seed, s_seed, 64
        bytes each) make it deterministic (tests, known answers)."""
        ptr = ctypes.c_void_p()
        label, message = _check.data("label", label), _check.data("message", message)
        if seeds is None:
            check(lib.ecb_bte_encrypt(ctypes.byref(ptr), pk._raw, label, len(label), message, len(message)))
        else:
            r, s = _check.exact("seeds[0]", seeds[0], 64), _check.exact("seeds[1]", seeds[1], 64)
            check(lib.ecb_bte_encrypt_seeded(ctypes.byref(ptr), pk._raw, label, len(label), message,
                                             len(message), r, s))
        return cls(ptr)

    @classmethod
    def from_bytes(cls, variant: Variant, data: bytes) -> "Ciphertext":
        """Decodes the wire format."""
        ptr = ctypes.c_void_p()
        data = _check.data("data", data)
        check(lib.ecb_bte_ciphertext_decode(ctypes.byref(ptr), _variant(variant), data,
                                            len(data)), "data")
        return cls(ptr)

    @classmethod
    def from_file(cls, variant: Variant, path: _files.PathLike) -> "Ciphertext":
        """Reads a ciphertext file (`ecbatch bte encrypt`'s: the wire format)."""
        return cls.from_bytes(variant, _files.read(path))

    def to_file(self, path: _files.PathLike) -> None:
        """Writes the wire format atomically (what `ecbatch bte request` reads)."""
        _files.write(path, self.to_bytes())

    def to_bytes(self) -> bytes:
        """The wire format."""
        out = ctypes.create_string_buffer(lib.ecb_bte_ciphertext_encoded_size(self._ptr))
        lib.ecb_bte_ciphertext_encode(out, self._ptr)
        return out.raw

    __bytes__ = to_bytes

    def _field(self, fn) -> bytes:
        n = ctypes.c_size_t()
        p = fn(self._ptr, ctypes.byref(n))
        return ctypes.string_at(p, n.value) if n.value else b""

    @property
    def label(self) -> bytes:
        """The associated data."""
        return self._field(lib.ecb_bte_ciphertext_label)

    @property
    def body(self) -> bytes:
        """The masked message."""
        return self._field(lib.ecb_bte_ciphertext_body)

    @property
    def variant(self) -> int:
        """MINPK or MINSIG."""
        return lib.ecb_bte_ciphertext_variant(self._ptr)

    @property
    def header(self) -> Point:
        """The header U."""
        p = Point()
        lib.ecb_bte_ciphertext_header(self._ptr, p._raw)
        return p

    def verify(self, pk: Point) -> None:
        """Raises EcbatchError (``invalid_ciphertext``) unless the ciphertext's proof holds."""
        check(lib.ecb_bte_ciphertext_verify_var(pk._raw, self._ptr))


def verify_ciphertexts(pk: Point, cts: Sequence[Ciphertext], threads: int = 1) -> List[bool]:
    """Checks many ciphertexts at once: True for each valid one."""
    threads = _check.threads(threads, low=0)
    ptrs = (ctypes.c_void_p * len(cts))(*[c._ptr.value for c in cts])
    valid = (ctypes.c_uint8 * len(cts))()
    check(lib.ecb_bte_ciphertexts_verify_var(pk._raw, ptrs, len(cts), threads, valid, None))
    return [bool(v) for v in valid]


# What the specification's error arguments (index, expected, actual) mean, per status.
_PROTOCOL_DETAIL = {
    "too_few": "%(expected)d responses needed (the threshold), %(actual)d given",
    "index_mismatch": "position %(index)d: share index %(expected)d given, but the response is "
                      "server %(actual)d's",
    "index_out_of_range": "position %(index)d: share index %(actual)d is at or above %(expected)d",
    "length_mismatch": "%(expected)d expected, %(actual)d given",
    "duplicate_index": "server index %(index)d given twice",
    "invalid_response": "server %(index)d's aggregated proof does not verify",
}


def _too_few(t: int, k: int) -> EcbatchError:
    return EcbatchError(ERR_TOO_FEW, argument="responses", expected=t, actual=k,
                        detail="responses: %d given, the dealing's threshold is %d" % (k, t))


def _protocol_error(code: int, err: "_lib.BteError") -> EcbatchError:
    if err.status != code:
        return EcbatchError(code)
    fields = {"index": err.index, "expected": err.expected, "actual": err.actual}
    detail = _PROTOCOL_DETAIL.get(status_name(code), "")
    return EcbatchError(code, detail=detail % fields, **fields)


class Request(_Handle):
    """The request every party derives from the same dealing, ciphertexts and context: the
    valid ciphertexts' positions, the digest D and the dealing's threshold t. Keeps the
    ciphertexts alive."""

    _FREE = "ecb_bte_request_free"

    def __init__(self, public: PublicPolynomial, cts: Sequence[Ciphertext], context: bytes,
                 threshold: Optional[int] = None, threads: int = 1) -> None:
        """Checks the ciphertexts (invalid ones are left out, never an error) under the
        dealing's key and threshold. public is the dealing's PublicPolynomial: a bare key
        (Point) is refused, since it does not say the threshold. threshold, when given (the
        argument of older releases), must be the dealing's: ``threshold_mismatch`` otherwise.
        An empty cts is ``no_valid_ciphertexts`` (no batch file holds one)."""
        if not isinstance(public, PublicPolynomial):
            raise TypeError("Request: public must be the dealing's PublicPolynomial, not %s "
                            "(a bare key does not say the threshold that combine needs)"
                            % type(public).__name__)
        self._cts = list(cts)
        for i, c in enumerate(self._cts):
            if not isinstance(c, Ciphertext):
                raise TypeError("Request: cts[%d] is %s, not Ciphertext" % (i, type(c).__name__))
        self._context = _check.data("context", context)
        t = public.threshold
        if threshold is not None:
            threshold = _check.integer("threshold", threshold, _check.UINT32)
            if threshold != t:
                raise EcbatchError(ERR_THRESHOLD_MISMATCH, argument="threshold", expected=t,
                                   actual=threshold,
                                   detail="threshold: %d is not the dealing's threshold %d "
                                          "(leave it out: the request takes the dealing's)"
                                          % (threshold, t))
        if not 1 <= len(self._cts) <= MAX_BATCH:
            raise EcbatchError(ERR_NO_VALID_CIPHERTEXTS if not self._cts else
                               ERR_SIZE_OVERFLOW, argument="cts", actual=len(self._cts),
                               bound=MAX_BATCH,
                               detail="cts: %d ciphertexts, a request takes 1..%d"
                                      % (len(self._cts), MAX_BATCH))
        self._ptrs = (ctypes.c_void_p * len(self._cts))(*[c._ptr.value for c in self._cts])
        ptr = ctypes.c_void_p()
        threads = _check.threads(threads, low=0)
        check(lib.ecb_bte_request_from_public_var(ctypes.byref(ptr), public._ptr, self._ptrs,
                                                  len(self._cts), self._context,
                                                  len(self._context), t, threads))
        super().__init__(ptr)

    @classmethod
    def from_bytes(cls, public: PublicPolynomial, data: bytes, threads: int = 1) -> "Request":
        """The request of a batch file (`ecbatch bte request`'s: the context and the
        ciphertexts) under public's key and threshold, as every party derives it. Malformed
        files raise ``proof_format`` naming the part at fault."""
        data = _check.data("data", data)
        v = public.variant
        if not data:
            raise _files.format_error("data", "empty")
        if data[0] != 1:
            raise _files.format_error("data", "version byte %d, expected 1" % data[0])
        n, pos = _files.get_varint(data, 1, "context length")
        if n > len(data) - pos:
            raise _files.format_error("context", "truncated (%d bytes announced, %d left)"
                                      % (n, len(data) - pos))
        context, pos = data[pos:pos + n], pos + n
        count, pos = _files.get_varint(data, pos, "ciphertext count")
        bound = min(MAX_BATCH, len(data) - pos)  # each ciphertext takes its length byte at least
        if not 1 <= count <= bound:
            raise EcbatchError(_files.ERR_PROOF_FORMAT, argument="ciphertext count",
                               actual=count, bound=bound,
                               detail="ciphertext count %d is outside 1..%d" % (count, bound))
        cts = []
        for i in range(count):
            what = "ciphertext %d of %d" % (i, count)
            n, pos = _files.get_varint(data, pos, what)
            if n > len(data) - pos:
                raise _files.format_error(what, "truncated")
            try:
                cts.append(Ciphertext.from_bytes(v, data[pos:pos + n]))
            except EcbatchError as e:
                raise EcbatchError(e.code, argument=what, index=i,
                                   detail="%s: not a %s ciphertext" % (what, VARIANT_NAMES[v])
                                   ) from None
            pos += n
        if pos != len(data):
            raise _files.format_error("data", "%d bytes after the last ciphertext"
                                      % (len(data) - pos))
        return cls(public, cts, context, threads=threads)

    @classmethod
    def from_file(cls, public: PublicPolynomial, path: _files.PathLike,
                  threads: int = 1) -> "Request":
        """Reads a batch file (see :meth:`from_bytes`)."""
        return cls.from_bytes(public, _files.read(path), threads)

    def to_bytes(self) -> bytes:
        """The batch file of this request (what `ecbatch bte respond --batch` reads): its
        context and every ciphertext given, the invalid ones too."""
        parts = [b"\x01", _files.put_varint(len(self._context)), self._context,
                 _files.put_varint(len(self._cts))]
        for ct in self._cts:
            enc = ct.to_bytes()
            parts += [_files.put_varint(len(enc)), enc]
        return b"".join(parts)

    def to_file(self, path: _files.PathLike) -> None:
        """Writes the batch file atomically."""
        _files.write(path, self.to_bytes())

    @property
    def context(self) -> bytes:
        """The context the request was made with."""
        return self._context

    @property
    def ciphertexts(self) -> List[Ciphertext]:
        """The ciphertexts given (valid or not), in order."""
        return list(self._cts)

    @property
    def valid_indices(self) -> List[int]:
        """Positions of the valid ciphertexts, ascending."""
        n = lib.ecb_bte_request_valid_count(self._ptr)
        p = lib.ecb_bte_request_valid_indices(self._ptr)
        return [p[i] for i in range(n)]

    @property
    def digest(self) -> bytes:
        """The digest D."""
        out = ctypes.create_string_buffer(32)
        lib.ecb_bte_request_digest(self._ptr, out)
        return out.raw

    @property
    def threshold(self) -> int:
        """t."""
        return lib.ecb_bte_request_threshold(self._ptr)

    def verify_response(self, eval_index: int, public_share: Point, response: "Response") -> None:
        """Verifies one response; protocol errors carry index / expected / actual."""
        err = _lib.BteError()
        eval_index = _check.integer("eval_index", eval_index, _check.UINT32)
        code = lib.ecb_bte_verify_response_var(self._ptr, eval_index, public_share._raw,
                                               response._ptr, err)
        if code != 0:
            raise _protocol_error(code, err)

    def verify_responses(self, eval_indices: Sequence[int], public_shares: Sequence[Point],
                         responses: Sequence["Response"], threads: int = 1) -> None:
        """Verifies k >= t responses at once (what combine then needs; fewer is ``too_few``:
        verify_response checks one); on failure EcbatchError.invalid lists each invalid
        response's position and reason."""
        k = len(responses)
        if k < self.threshold:
            raise _too_few(self.threshold, k)
        if len(eval_indices) != k:
            raise mismatch("responses", k, "eval_indices", len(eval_indices))
        if len(public_shares) != k:
            raise mismatch("responses", k, "public_shares", len(public_shares))
        idx = _check.array("eval_indices", eval_indices, _check.UINT32, ctypes.c_uint32)
        threads = _check.threads(threads, low=0)
        hs = (_lib.BtePoint * k)(*[h._raw for h in public_shares])
        ptrs = (ctypes.c_void_p * k)(*[r._ptr.value for r in responses])
        results = (_lib.BteError * k)()
        code = lib.ecb_bte_verify_responses_var(self._ptr, idx, hs, ptrs, k, threads, results, None)
        if code != 0:
            invalid = [(i, status_name(e.status)) for i, e in enumerate(results) if e.status != 0]
            raise InvalidProofError(code, invalid) if invalid else EcbatchError(code)

    def combine(self, share_indices: Sequence[int], responses: Sequence["Response"],
                threads: int = 1) -> List[Tuple[int, bytes]]:
        """Combines at least t verified responses (share_indices[i] is responses[i]'s server)
        into (position, plaintext) for each valid ciphertext, in request order. Each index must
        be its response's own (Response.index): "index_mismatch" otherwise, and an index of
        65536 or more is "index_out_of_range" (the error's index is the position in both)."""
        idx = _check.array("share_indices", share_indices, _check.UINT32, ctypes.c_uint32)
        threads = _check.threads(threads, low=0)
        ptrs = (ctypes.c_void_p * len(responses))(*[r._ptr.value for r in responses])
        out = ctypes.POINTER(_lib.BtePlaintext)()
        count = ctypes.c_size_t()
        err = _lib.BteError()
        code = lib.ecb_bte_combine_var(self._ptr, idx, len(share_indices), ptrs, len(responses),
                                       threads, ctypes.byref(out), ctypes.byref(count), err)
        if code != 0:
            raise _protocol_error(code, err)
        try:
            return [(out[i].position, ctypes.string_at(out[i].data, out[i].len) if out[i].len else b"")
                    for i in range(count.value)]
        finally:
            lib.ecb_bte_plaintexts_free(out, count.value)


class Response(_Handle):
    """A server's answer to a request: its partials and one aggregated proof."""

    _FREE = "ecb_bte_response_free"

    @classmethod
    def respond(cls, request: Request, share: Share, threads: int = 1,
                nonce_seed: Optional[bytes] = None) -> "Response":
        """The server holding share answers the request; nonce_seed (64 bytes) makes it
        deterministic (tests, known answers)."""
        ptr = ctypes.c_void_p()
        threads = _check.threads(threads, low=0)
        if nonce_seed is None:
            check(lib.ecb_bte_respond(ctypes.byref(ptr), request._ptr, share._raw, threads))
        else:
            seed = _check.exact("nonce_seed", nonce_seed, 64)
            check(lib.ecb_bte_respond_seeded(ctypes.byref(ptr), request._ptr, share._raw, seed, threads))
        return cls(ptr)

    @classmethod
    def from_bytes(cls, variant: Variant, data: bytes) -> "Response":
        """Decodes the wire format."""
        ptr = ctypes.c_void_p()
        data = _check.data("data", data)
        check(lib.ecb_bte_response_decode(ctypes.byref(ptr), _variant(variant), data,
                                          len(data)), "data")
        return cls(ptr)

    @classmethod
    def from_file(cls, variant: Variant, path: _files.PathLike) -> "Response":
        """Reads a response file (`ecbatch bte respond`'s: the wire format)."""
        return cls.from_bytes(variant, _files.read(path))

    def to_file(self, path: _files.PathLike) -> None:
        """Writes the wire format atomically (what `ecbatch bte verify / combine` read)."""
        _files.write(path, self.to_bytes())

    def to_bytes(self) -> bytes:
        """The wire format."""
        out = ctypes.create_string_buffer(lib.ecb_bte_response_encoded_size(self._ptr))
        lib.ecb_bte_response_encode(out, self._ptr)
        return out.raw

    __bytes__ = to_bytes

    @property
    def index(self) -> int:
        """The responder's 0-based index."""
        return lib.ecb_bte_response_index(self._ptr)

    @property
    def partial_count(self) -> int:
        """One partial per valid ciphertext."""
        return lib.ecb_bte_response_partial_count(self._ptr)
