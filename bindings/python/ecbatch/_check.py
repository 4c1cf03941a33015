"""Arguments checked before they reach C. ctypes converts a Python int to a C integer modulo
2^bits without complaint, and C reads a fixed-size buffer whatever Python passed, so an integer
its C type cannot hold, a non-bytes object or bytes of the wrong length raise here instead of
turning silently into other values."""
import ctypes
import operator
from typing import Any, Sequence, Tuple

from .errors import ERR_INVALID_ARGUMENT, EcbatchError, OutOfRange, WrongLength

#: C integer types as (name, lowest, highest value).
CType = Tuple[str, int, int]


def _unsigned(name: str, ctype: Any) -> CType:
    return name, 0, (1 << (8 * ctypes.sizeof(ctype))) - 1


UINT32: CType = ("uint32_t", 0, (1 << 32) - 1)
UINT64: CType = ("uint64_t", 0, (1 << 64) - 1)
SIZE: CType = _unsigned("size_t", ctypes.c_size_t)
UINT: CType = _unsigned("unsigned int", ctypes.c_uint)
INT: CType = ("int", -(1 << (8 * ctypes.sizeof(ctypes.c_int) - 1)),
              (1 << (8 * ctypes.sizeof(ctypes.c_int) - 1)) - 1)


def integer(name: str, value: Any, ctype: CType, secret: bool = False) -> int:
    """value as an int the C type holds exactly: TypeError for a non-integer, OutOfRange (an
    OverflowError) outside the type's range (not showing a secret value)."""
    try:
        v = operator.index(value)
    except TypeError:
        raise TypeError("%s must be an integer, not %s" % (name, type(value).__name__)) from None
    if not ctype[1] <= v <= ctype[2]:
        raise OutOfRange(name, None if secret else v, *ctype)
    return v


def array(name: str, values: Sequence[Any], ctype: CType, raw: Any, secret: bool = False) -> Any:
    """The ctypes array (element type raw) of values, each checked as ``name[i]``."""
    return (raw * len(values))(*[integer("%s[%d]" % (name, i), v, ctype, secret)
                                 for i, v in enumerate(values)])


def data(name: str, value: Any) -> bytes:
    """value's bytes: bytes, bytearray, memoryview or another buffer; TypeError for anything
    else (bytes(n) of an int n would be n zero bytes)."""
    if isinstance(value, bytes):
        return value
    try:
        return memoryview(value).tobytes()
    except TypeError:
        raise TypeError("%s must be bytes, not %s" % (name, type(value).__name__)) from None


def exact(name: str, value: Any, n: int) -> bytes:
    """value's bytes, WrongLength (a ValueError) unless there are n."""
    b = data(name, value)
    if len(b) != n:
        raise WrongLength(name, n, len(b))
    return b


def whole(name: str, value: Any, size: int) -> bytes:
    """value's bytes, WrongLength unless they hold whole elements of size bytes."""
    b = data(name, value)
    if len(b) % size:
        raise WrongLength(name, size, len(b), whole_elements=True)
    return b


#: ECB_MSM_MAX_THREADS and ECB_BTE_MAX_THREADS: the most threads a call takes.
MAX_THREADS = 256


def threads(value: Any, low: int = 1, high: int = MAX_THREADS) -> int:
    """A thread count in low..high (the command's --threads is never 0; functions whose C call
    reads 0 as 1 take low=0): as :func:`integer` for a value C's unsigned int cannot hold, else
    ``invalid_argument`` naming the argument and the range."""
    v = integer("threads", value, UINT)
    if not low <= v <= high:
        raise EcbatchError(ERR_INVALID_ARGUMENT, argument="threads", actual=v, bound=high,
                           detail="threads: %d is not in %d..%d" % (v, low, high))
    return v
