"""BN254 G1 (alt_bn128, Ethereum's EIP-196 curve): points in the gnark-crypto compressed and
EIP-196 uncompressed encodings, and scalars."""
import ctypes
import os
from typing import Any, Sequence

from . import _check, _lib
from ._lib import lib
from ._scalar import equals_int, int_value
from .errors import check, check_batch

__all__ = ["ORDER", "ENCODINGS", "G1", "Scalar"]

#: The group order r (254 bits; the curve has this prime order).
ORDER = 0x30644E72E131A029B85045B68181585D2833E84879B9709143E1F593F0000001

#: Encoding names and their lengths: gnark-crypto compressed (default) and EIP-196 uncompressed
#: (x || y big-endian, the identity all zeros; also gnark-crypto's RawBytes).
ENCODINGS = {
    "gnark": ("", 32),
    "eip196": ("_uncompressed", 64),
}

#: The C enum values of ENCODINGS (ecb_bn254_encoding), for the affine decoders.
_ENCODING_ID = {"gnark": 0, "eip196": 1}


class Scalar:
    """A scalar mod r: 32 bytes big-endian, canonical. Wiped when garbage collected."""

    __slots__ = ("_raw",)

    def __init__(self, value: int = 0) -> None:
        """The scalar ``value`` (an int, 0 <= value < r: TypeError for other types,
        ``scalar_out_of_range`` outside)."""
        value = int_value("bn254", value, ORDER)
        self._raw = _lib.Bn254Scalar()
        if value:
            check(lib.ecb_bn254_scalar_decode(self._raw, value.to_bytes(32, "big")))

    @classmethod
    def random(cls) -> "Scalar":
        """A uniformly random scalar: 64 bytes from the OS (os.urandom) reduced mod r."""
        return cls.from_bytes_wide(os.urandom(64))

    @classmethod
    def from_bytes(cls, data: bytes) -> "Scalar":
        """Decodes 32 big-endian bytes (``scalar_out_of_range`` when >= r)."""
        data = _check.exact("data", data, 32)
        s = cls.__new__(cls)
        s._raw = _lib.Bn254Scalar()
        check(lib.ecb_bn254_scalar_decode(s._raw, data), "data")
        return s

    @classmethod
    def _from(cls, fn: str, data: bytes, n: int) -> "Scalar":
        data = _check.exact("data", data, n)
        s = cls.__new__(cls)
        s._raw = _lib.Bn254Scalar()
        code = getattr(lib, fn)(s._raw, data)
        if code is not None:
            check(code)
        return s

    @classmethod
    def from_bytes_wide(cls, data: bytes) -> "Scalar":
        """64 big-endian bytes, any value, reduced mod r (EIP-196's ecMul scalar: 32 zero
        bytes, then its 32 bytes)."""
        return cls._from("ecb_bn254_scalar_reduce64", data, 64)

    def to_bytes(self) -> bytes:
        """The canonical 32-byte big-endian encoding."""
        out = ctypes.create_string_buffer(32)
        lib.ecb_bn254_scalar_encode(out, self._raw)
        return out.raw

    __bytes__ = to_bytes

    def __int__(self) -> int:
        return int.from_bytes(self.to_bytes(), "big")

    def __eq__(self, other: object) -> Any:
        """Equal to a Scalar of the same value, and to that value as an int."""
        if isinstance(other, Scalar):
            return self.to_bytes() == other.to_bytes()
        return equals_int(self.to_bytes(), other, ORDER, "big")

    def __hash__(self) -> int:
        return hash(int(self))  # as the int it equals

    def __repr__(self) -> str:
        return "bn254.Scalar(..)"

    def __del__(self) -> None:
        if hasattr(self, "_raw"):  # not when __init__ refused its value
            _lib.wipe(self._raw)


class G1:
    """A point of BN254 G1. ``bytes(p)`` is the gnark-crypto compressed encoding."""

    __slots__ = ("_raw",)
    BYTES = 32

    def __init__(self) -> None:
        """The point at infinity."""
        self._raw = _lib.Bn254G1()
        lib.ecb_bn254_g1_identity(self._raw)

    @classmethod
    def _new(cls) -> "G1":
        p = cls.__new__(cls)
        p._raw = _lib.Bn254G1()
        return p

    @classmethod
    def identity(cls) -> "G1":
        """The point at infinity."""
        return cls()

    @classmethod
    def generator(cls) -> "G1":
        """The generator (1, 2) (EIP-196, gnark-crypto, arkworks, libff)."""
        p = cls._new()
        ctypes.pointer(p._raw)[0] = _lib.BN254_G1_GENERATOR
        return p

    @classmethod
    def from_bytes(cls, data: bytes, encoding: str = "gnark") -> "G1":
        """Decodes one of ENCODINGS (``wrong_length`` when data has the wrong size)."""
        suffix, n = ENCODINGS[encoding]
        data = _check.exact("data", data, n)
        p = cls._new()
        check(getattr(lib, "ecb_bn254_g1_decode" + suffix)(p._raw, data), "data")
        return p

    def to_bytes(self, encoding: str = "gnark") -> bytes:
        """The canonical encoding in one of ENCODINGS."""
        suffix, n = ENCODINGS[encoding]
        out = ctypes.create_string_buffer(n)
        getattr(lib, "ecb_bn254_g1_encode" + suffix)(out, self._raw)
        return out.raw

    def __bytes__(self) -> bytes:
        return self.to_bytes()

    def is_identity(self) -> bool:
        """True for the point at infinity."""
        return bool(lib.ecb_bn254_g1_is_identity(self._raw))

    def double(self) -> "G1":
        """2 * self."""
        p = self._new()
        lib.ecb_bn254_g1_double(p._raw, self._raw)
        return p

    def mul_var(self, k: Scalar) -> "G1":
        """k * self, variable time: public data only."""
        p = self._new()
        lib.ecb_bn254_g1_mul_var(p._raw, k._raw, self._raw)
        return p

    def __mul__(self, k: Scalar) -> "G1":
        """Constant-time scalar multiplication."""
        if isinstance(k, int):
            k = Scalar(k % ORDER)
        elif not isinstance(k, Scalar):
            return NotImplemented
        p = self._new()
        lib.ecb_bn254_g1_mul(p._raw, k._raw, self._raw)
        return p

    __rmul__ = __mul__

    def __add__(self, other: "G1") -> "G1":
        if not isinstance(other, G1):
            return NotImplemented
        p = self._new()
        lib.ecb_bn254_g1_add(p._raw, self._raw, other._raw)
        return p

    def __neg__(self) -> "G1":
        p = self._new()
        lib.ecb_bn254_g1_negate(p._raw, self._raw)
        return p

    def __sub__(self, other: "G1") -> "G1":
        if not isinstance(other, G1):
            return NotImplemented
        return self + (-other)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, G1) and bool(lib.ecb_bn254_g1_equal(self._raw, other._raw))

    def __hash__(self) -> int:
        return hash(self.to_bytes())

    def __repr__(self) -> str:
        return "bn254.G1(%s)" % self.to_bytes().hex()

    @classmethod
    def from_bytes_unchecked(cls, data: bytes, encoding: str) -> "G1":
        """UNCHECKED: loads an uncompressed encoding ("eip196") checking only that its
        coordinates are below p, NOT the curve equation: only for points this program validated
        before; anything else must go through :meth:`from_bytes`."""
        aff = _lib.Bn254G1Affine()
        data = _check.exact("data", data, ENCODINGS[encoding][1])
        check(lib.ecb_bn254_g1_affine_from_raw_unchecked(aff, data, len(data),
                                                               _ENCODING_ID[encoding]))
        p = cls._new()
        lib.ecb_bn254_g1_from_affine(p._raw, aff)
        return p

    @classmethod
    def decode_batch(cls, data: bytes, encoding: str = "gnark",
                     threads: int = 1) -> ctypes.Array:
        """Decodes points in ``encoding`` stored back to back straight to the affine array
        :func:`ecbatch.msm.msm` takes, on up to ``threads`` threads. A failure raises the first
        invalid element's status with every invalid position."""
        size = ENCODINGS[encoding][1]
        data = _check.whole("data", data, size)
        threads = _check.integer("threads", threads, _check.UINT)
        n = len(data) // size
        out = (_lib.Bn254G1Affine * n)()
        statuses = (ctypes.c_int * n)()
        check_batch(lib.ecb_bn254_g1_batch_decode_affine(out, n, data, len(data),
                                                             _ENCODING_ID[encoding], threads,
                                                             statuses, None), statuses)
        return out

    @classmethod
    def batch_to_affine(cls, points: Sequence["G1"]) -> ctypes.Array:
        """The affine forms (the MSM's input layout) as a ctypes array for ecbatch.msm.msm."""
        n = len(points)
        proj = (_lib.Bn254G1 * n)()
        for i, p in enumerate(points):
            proj[i] = p._raw
        out = (_lib.Bn254G1Affine * n)()
        lib.ecb_bn254_g1_batch_to_affine(out, proj, n)
        return out
