"""Reading and writing the files the `ecbatch` command shares with the bindings: whole files in,
atomic writes out (a temporary file in the same folder, then rename, as the command does),
secrets with mode 0600 and never over an existing file unless asked; and the wire varint of
the threshold-decryption formats (minimal unsigned LEB128 of a u32)."""
import os
import tempfile
from typing import Tuple, Union

from .errors import EcbatchError

PathLike = Union[str, "os.PathLike[str]"]
ERR_PROOF_FORMAT = -41


def read(path: PathLike) -> bytes:
    with open(path, "rb") as f:
        return f.read()


def write(path: PathLike, data: bytes, secret: bool = False, overwrite: bool = False) -> None:
    """Writes data to path atomically. A secret (a share) gets mode 0600 and replaces an
    existing file only with overwrite=True (FileExistsError otherwise)."""
    path = os.fspath(path)
    if secret and not overwrite and os.path.exists(path):
        raise FileExistsError("%s exists; a secret does not replace it unless overwrite=True"
                              % path)
    folder = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=".ecbatch-")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        if not secret:
            umask = os.umask(0)
            os.umask(umask)
            os.chmod(tmp, 0o666 & ~umask)  # mkstemp made it 0600
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def format_error(what: str, detail: str) -> EcbatchError:
    return EcbatchError(ERR_PROOF_FORMAT, argument=what, detail="%s: %s" % (what, detail))


def put_varint(x: int) -> bytes:
    """The minimal LEB128 of x (0 <= x < 2^32)."""
    out = bytearray()
    while True:
        byte, x = x & 0x7F, x >> 7
        out.append(byte | (0x80 if x else 0))
        if not x:
            return bytes(out)


def get_varint(data: bytes, pos: int, what: str) -> Tuple[int, int]:
    """(value, position after it) of the varint at data[pos]; ``proof_format`` when it is
    truncated, longer than 5 bytes, not minimal or above 2^32 - 1."""
    value = 0
    for k in range(5):
        if pos + k >= len(data):
            raise format_error(what, "truncated")
        byte = data[pos + k]
        if k > 0 and byte == 0:
            raise format_error(what, "not a minimal varint")
        value |= (byte & 0x7F) << (7 * k)
        if not byte & 0x80:
            if value >> 32:
                raise format_error(what, "above 2^32 - 1")
            return value, pos + k + 1
    raise format_error(what, "a varint longer than 5 bytes")
