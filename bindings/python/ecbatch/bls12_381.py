"""BLS12-381: G1 and G2 points (ZCash / IETF encodings), scalars mod r and hashing to the
curve (RFC 9380)."""
import ctypes
from typing import List, Sequence, Tuple, Union

from . import _check, _lib
from ._lib import lib
from ._scalar import ScalarBase
from .errors import ERR_NON_CANONICAL, EcbatchError, check, check_batch

__all__ = ["ORDER", "P", "G1", "G2", "Scalar", "hash_to_field"]

#: The group order r.
ORDER = 0x73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001

#: The base field's modulus p.
P = int("1a0111ea397fe69a4b1ba7b6434bacd764774b84f38512bf6730d2a0f6b0f6241eabfffeb153ffffb9feffff"
        "ffffaaab", 16)


class Scalar(ScalarBase):
    """A scalar mod r: 32 bytes big-endian, canonical. Wiped when garbage collected."""

    __slots__ = ()
    _RAW = _lib.Bls381Scalar
    _PRE = "ecb_bls12_381_scalar_"
    _ORDER = ORDER
    _BYTEORDER = "big"
    _NAME = "bls12_381"

    @classmethod
    def from_bytes_le(cls, data: bytes) -> "Scalar":
        """Decodes 32 little-endian bytes (blst's and arkworks' order)."""
        s = cls()
        check(lib.ecb_bls12_381_scalar_decode_le(s._raw, _check.exact("data", data, 32)), "data")
        return s

    @classmethod
    def from_bytes_wide_le(cls, data: bytes) -> "Scalar":
        """64 little-endian bytes, any value, reduced mod r."""
        s = cls()
        lib.ecb_bls12_381_scalar_reduce64_le(s._raw, _check.exact("data", data, 64))
        return s

    def to_bytes_le(self) -> bytes:
        """The canonical 32-byte little-endian encoding."""
        out = ctypes.create_string_buffer(32)
        lib.ecb_bls12_381_scalar_encode_le(out, self._raw)
        return out.raw


class _Point:
    """Operations shared by G1 and G2 (subclasses set the C names and sizes)."""

    __slots__ = ("_raw", "_aff")
    _RAW: type
    _AFFINE: type
    _PRE: str
    BYTES: int
    UNCOMPRESSED_BYTES: int

    def __init__(self) -> None:
        """The point at infinity."""
        self._raw = self._RAW()
        self._aff = None
        getattr(lib, self._PRE + "identity")(self._raw)

    @classmethod
    def _new(cls) -> "_Point":
        p = cls.__new__(cls)
        p._raw = cls._RAW()
        p._aff = None  # the affine form, once batch_to_affine computed it (points never change)
        return p

    @classmethod
    def identity(cls) -> "_Point":
        """The point at infinity."""
        return cls()

    @classmethod
    def generator(cls) -> "_Point":
        """The standard generator."""
        p = cls._new()
        getattr(lib, cls._PRE + "generator")(p._raw)
        return p

    @classmethod
    def from_bytes(cls, data: bytes) -> "_Point":
        """Decodes a compressed point; errors name the failed check (``bad_flags``,
        ``non_canonical``, ``not_on_curve``, ``not_in_subgroup``, ...)."""
        p = cls._new()
        check(getattr(lib, cls._PRE + "decode")(p._raw, _check.exact("data", data, cls.BYTES)),
              "data")
        return p

    @classmethod
    def from_uncompressed(cls, data: bytes) -> "_Point":
        """Decodes an uncompressed point."""
        p = cls._new()
        check(getattr(lib, cls._PRE + "decode_uncompressed")(
            p._raw, _check.exact("data", data, cls.UNCOMPRESSED_BYTES)))
        return p

    @classmethod
    def hash_to_curve(cls, msg: bytes, dst: bytes) -> "_Point":
        """hash_to_curve of RFC 9380 (the XMD:SHA-256 SSWU random-oracle suite) of msg under the
        domain-separation tag dst (non-empty)."""
        p = cls._new()
        msg, dst = _check.data("msg", msg), _check.data("dst", dst)
        check(getattr(lib, cls._PRE + "hash_to_curve")(p._raw, msg, len(msg), dst, len(dst)))
        return p

    @classmethod
    def encode_to_curve(cls, msg: bytes, dst: bytes) -> "_Point":
        """encode_to_curve of RFC 9380 (nonuniform: cheaper, no random oracle)."""
        p = cls._new()
        msg, dst = _check.data("msg", msg), _check.data("dst", dst)
        check(getattr(lib, cls._PRE + "encode_to_curve")(p._raw, msg, len(msg), dst, len(dst)))
        return p

    @classmethod
    def hash_to_curve_aug(cls, aug: bytes, msg: bytes, dst: bytes) -> "_Point":
        """hash_to_curve of aug || msg without a copy (blst's ``aug``: the BLS
        message-augmentation scheme prefixes the signer's public key)."""
        p = cls._new()
        aug, msg, dst = _check.data("aug", aug), _check.data("msg", msg), _check.data("dst", dst)
        check(getattr(lib, cls._PRE + "hash_to_curve_aug")(p._raw, aug, len(aug), msg, len(msg),
                                                            dst, len(dst)))
        return p

    @classmethod
    def map_to_curve(cls, u: Union[int, Tuple[int, int]]) -> "_Point":
        """map_to_curve of the suites (simplified SWU, then the isogeny) of a field element (an
        int below P for G1, a pair (c0, c1) for G2, as :func:`hash_to_field` returns): a point
        of the curve, in general NOT in the group until :meth:`clear_cofactor`."""
        p = cls._new()
        getattr(lib, cls._PRE + "map_to_curve")(p._raw, cls._field(u))
        return p

    def clear_cofactor(self) -> "_Point":
        """clear_cofactor of the suites: any point of the curve to the group."""
        p = self._new()
        getattr(lib, self._PRE + "clear_cofactor")(p._raw, self._raw)
        return p

    @classmethod
    def from_uncompressed_unchecked(cls, data: bytes) -> "_Point":
        """UNCHECKED: loads an uncompressed encoding checking only its format (flags,
        coordinates below P), NOT the curve equation or the subgroup: only for points this
        program validated before; anything else must go through :meth:`from_uncompressed`."""
        aff = cls._AFFINE()
        check(getattr(lib, cls._PRE + "affine_from_raw_unchecked")(
            aff, _check.exact("data", data, cls.UNCOMPRESSED_BYTES)))
        p = cls._new()
        getattr(lib, cls._PRE + "from_affine")(p._raw, aff)
        p._aff = aff
        return p

    @classmethod
    def decode_batch(cls, data: bytes, threads: int = 1,
                     uncompressed: bool = False) -> ctypes.Array:
        """Decodes points stored back to back (compressed, or uncompressed) straight to the
        affine array :func:`ecbatch.msm.msm` takes, on up to ``threads`` threads, without a
        projective detour. A failure raises the first invalid element's status with every
        invalid position."""
        size = cls.UNCOMPRESSED_BYTES if uncompressed else cls.BYTES
        data = _check.whole("data", data, size)
        threads = _check.integer("threads", threads, _check.UINT)
        n = len(data) // size
        out = (cls._AFFINE * n)()
        statuses = (ctypes.c_int * n)()
        fn = "batch_decode_affine" + ("_uncompressed" if uncompressed else "")
        check_batch(getattr(lib, cls._PRE + fn)(out, n, data, len(data), threads, statuses, None),
                    statuses)
        return out

    def to_bytes(self) -> bytes:
        """The canonical compressed encoding."""
        out = ctypes.create_string_buffer(self.BYTES)
        getattr(lib, self._PRE + "encode")(out, self._raw)
        return out.raw

    __bytes__ = to_bytes

    def to_uncompressed(self) -> bytes:
        """The canonical uncompressed encoding."""
        out = ctypes.create_string_buffer(self.UNCOMPRESSED_BYTES)
        getattr(lib, self._PRE + "encode_uncompressed")(out, self._raw)
        return out.raw

    def is_identity(self) -> bool:
        """True for the point at infinity."""
        return bool(getattr(lib, self._PRE + "is_identity")(self._raw))

    def is_in_subgroup(self) -> bool:
        """True in the order-r subgroup (decoded points always are)."""
        return bool(getattr(lib, self._PRE + "is_in_subgroup_var")(self._raw))

    def double(self) -> "_Point":
        """2 * self."""
        p = self._new()
        getattr(lib, self._PRE + "double")(p._raw, self._raw)
        return p

    def mul_var(self, k: Scalar) -> "_Point":
        """k * self, variable time: public data only."""
        p = self._new()
        getattr(lib, self._PRE + "mul_var")(p._raw, k._raw, self._raw)
        return p

    def __add__(self, other: "_Point") -> "_Point":
        if type(other) is not type(self):
            return NotImplemented
        p = self._new()
        getattr(lib, self._PRE + "add")(p._raw, self._raw, other._raw)
        return p

    def __neg__(self) -> "_Point":
        p = self._new()
        getattr(lib, self._PRE + "negate")(p._raw, self._raw)
        return p

    def __sub__(self, other: "_Point") -> "_Point":
        if type(other) is not type(self):
            return NotImplemented
        return self + (-other)

    def __mul__(self, k: Union[Scalar, int]) -> "_Point":
        """Constant-time scalar multiplication."""
        if isinstance(k, int):
            k = Scalar(k % ORDER)
        elif not isinstance(k, Scalar):
            return NotImplemented
        p = self._new()
        getattr(lib, self._PRE + "mul")(p._raw, k._raw, self._raw)
        return p

    __rmul__ = __mul__

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and bool(getattr(lib, self._PRE + "equal")(self._raw, other._raw))

    def __hash__(self) -> int:
        return hash(self.to_bytes())

    def __repr__(self) -> str:
        return "bls12_381.%s(%s)" % (type(self).__name__, self.to_bytes().hex())

    @classmethod
    def batch_to_affine(cls, points: Sequence["_Point"]) -> ctypes.Array:
        """The affine forms (the MSM's input layout) of points, one inversion per 128 points: a
        ctypes array that :func:`ecbatch.msm.msm` takes as it is. Each point keeps its affine
        form, so later MSMs over the same points only copy it."""
        missing = [p for p in points if p._aff is None]
        if missing:
            proj = (cls._RAW * len(missing))()
            for i, p in enumerate(missing):
                proj[i] = p._raw
            aff = (cls._AFFINE * len(missing))()
            getattr(lib, cls._PRE + "batch_to_affine")(aff, proj, len(missing))
            for p, a in zip(missing, aff):
                p._aff = a
        out = (cls._AFFINE * len(points))()
        for i, p in enumerate(points):
            out[i] = p._aff
        return out


def _fp(v: int) -> _lib.Bls381Fp:
    if not 0 <= v < P:
        raise EcbatchError(ERR_NON_CANONICAL)
    out = _lib.Bls381Fp()
    check(lib.ecb_bls12_381_fp_decode(out, v.to_bytes(48, "big")))
    return out


def _fp_int(a: _lib.Bls381Fp) -> int:
    out = ctypes.create_string_buffer(48)
    lib.ecb_bls12_381_fp_encode(out, a)
    return int.from_bytes(out.raw, "big")


def hash_to_field(msg: bytes, dst: bytes, count: int = 2,
                  degree: int = 1) -> List[Union[int, Tuple[int, int]]]:
    """hash_to_field of RFC 9380 §5.2 (expand_message_xmd with SHA-256, L = 64): ``count`` (1
    or 2) elements of Fp (degree 1, the G1 suites: ints) or Fp2 (degree 2, the G2 suites: pairs
    (c0, c1)). ``hash_to_curve`` is ``clear_cofactor(map_to_curve(u0) + map_to_curve(u1))``."""
    msg, dst = _check.data("msg", msg), _check.data("dst", dst)
    count = _check.integer("count", count, _check.SIZE)
    if degree not in (1, 2):
        raise ValueError("hash_to_field: degree must be 1 or 2, not %r" % (degree,))
    # room for the largest valid count, 2: C refuses any other count before writing
    if degree == 1:
        u = (_lib.Bls381Fp * 2)()
        check(lib.ecb_bls12_381_hash_to_field_fp(u, count, msg, len(msg), dst, len(dst)))
        return [_fp_int(e) for e in u[:count]]
    u2 = (_lib.Bls381Fp2 * 2)()
    check(lib.ecb_bls12_381_hash_to_field_fp2(u2, count, msg, len(msg), dst, len(dst)))
    return [(_fp_int(e.c0), _fp_int(e.c1)) for e in u2[:count]]


class G1(_Point):
    """A point of BLS12-381 G1 (48-byte compressed, 96-byte uncompressed encodings)."""

    __slots__ = ()

    @staticmethod
    def _field(u: Union[int, Tuple[int, int]]) -> _lib.Bls381Fp:
        if not isinstance(u, int):
            raise TypeError("G1.map_to_curve takes an int below P")
        return _fp(u)
    _RAW = _lib.Bls381G1
    _AFFINE = _lib.Bls381G1Affine
    _PRE = "ecb_bls12_381_g1_"
    BYTES = 48
    UNCOMPRESSED_BYTES = 96


class G2(_Point):
    """A point of BLS12-381 G2 (96-byte compressed, 192-byte uncompressed encodings)."""

    __slots__ = ()

    @staticmethod
    def _field(u: Union[int, Tuple[int, int]]) -> _lib.Bls381Fp2:
        if isinstance(u, int):
            raise TypeError("G2.map_to_curve takes a pair (c0, c1) of ints below P")
        return _lib.Bls381Fp2(_fp(u[0]), _fp(u[1]))
    _RAW = _lib.Bls381G2
    _AFFINE = _lib.Bls381G2Affine
    _PRE = "ecb_bls12_381_g2_"
    BYTES = 96
    UNCOMPRESSED_BYTES = 192
