"""BLS12-381: G1 and G2 points (ZCash / IETF encodings), scalars mod r and hashing to the
curve (RFC 9380)."""
import ctypes
from typing import Sequence, Union

from . import _lib
from ._lib import lib
from ._scalar import ScalarBase, exact_bytes
from .errors import check

__all__ = ["ORDER", "G1", "G2", "Scalar"]

#: The group order r.
ORDER = 0x73eda753299d7d483339d80809a1d80553bda402fffe5bfeffffffff00000001


class Scalar(ScalarBase):
    """A scalar mod r: 32 bytes big-endian, canonical. Wiped when garbage collected."""

    __slots__ = ()
    _RAW = _lib.Bls381Scalar
    _PRE = "ecb_bls12_381_scalar_"
    _ORDER = ORDER
    _BYTEORDER = "big"
    _NAME = "bls12_381"


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
        check(getattr(lib, cls._PRE + "decode")(p._raw, exact_bytes(data, cls.BYTES)))
        return p

    @classmethod
    def from_uncompressed(cls, data: bytes) -> "_Point":
        """Decodes an uncompressed point."""
        p = cls._new()
        check(getattr(lib, cls._PRE + "decode_uncompressed")(p._raw, exact_bytes(data, cls.UNCOMPRESSED_BYTES)))
        return p

    @classmethod
    def hash_to_curve(cls, msg: bytes, dst: bytes) -> "_Point":
        """hash_to_curve of RFC 9380 (the XMD:SHA-256 SSWU random-oracle suite) of msg under the
        domain-separation tag dst (non-empty)."""
        p = cls._new()
        msg, dst = bytes(msg), bytes(dst)
        check(getattr(lib, cls._PRE + "hash_to_curve")(p._raw, msg, len(msg), dst, len(dst)))
        return p

    @classmethod
    def encode_to_curve(cls, msg: bytes, dst: bytes) -> "_Point":
        """encode_to_curve of RFC 9380 (nonuniform: cheaper, no random oracle)."""
        p = cls._new()
        msg, dst = bytes(msg), bytes(dst)
        check(getattr(lib, cls._PRE + "encode_to_curve")(p._raw, msg, len(msg), dst, len(dst)))
        return p

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
        p = self._new()
        getattr(lib, self._PRE + "add")(p._raw, self._raw, other._raw)
        return p

    def __neg__(self) -> "_Point":
        p = self._new()
        getattr(lib, self._PRE + "negate")(p._raw, self._raw)
        return p

    def __sub__(self, other: "_Point") -> "_Point":
        return self + (-other)

    def __mul__(self, k: Union[Scalar, int]) -> "_Point":
        """Constant-time scalar multiplication."""
        if isinstance(k, int):
            k = Scalar(k % ORDER)
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


class G1(_Point):
    """A point of BLS12-381 G1 (48-byte compressed, 96-byte uncompressed encodings)."""

    __slots__ = ()
    _RAW = _lib.Bls381G1
    _AFFINE = _lib.Bls381G1Affine
    _PRE = "ecb_bls12_381_g1_"
    BYTES = 48
    UNCOMPRESSED_BYTES = 96


class G2(_Point):
    """A point of BLS12-381 G2 (96-byte compressed, 192-byte uncompressed encodings)."""

    __slots__ = ()
    _RAW = _lib.Bls381G2
    _AFFINE = _lib.Bls381G2Affine
    _PRE = "ecb_bls12_381_g2_"
    BYTES = 96
    UNCOMPRESSED_BYTES = 192
