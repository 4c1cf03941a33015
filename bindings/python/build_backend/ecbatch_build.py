"""A PEP 517 build backend on the standard library only: `pip install ./bindings/python` is the
whole install, with no package index.

The wheel holds the ``ecbatch`` package and the C library it loads (``ecbatch/libecbatch.so.0``),
built here with CMake from the repository's C sources: Release, the shared-library target only
(no tests, no command), the runtime CPU dispatch intact (the library picks its kernels on the
machine it runs on). The C sources are the repository around this directory (../..), or, in an
sdist, the copy under ``csrc/`` (build_sdist puts it there). Environment:
  ECBATCH_BUILD_DIR   the CMake build folder (default: build/cmake here, reused by later builds)
  ECBATCH_BUILD_JOBS  parallel compile jobs (default: the CPU count)
  ECBATCH_CMAKE_ARGS  more arguments for CMake's configure step, split as a shell would
                      (scripts/test-python-install compiles at -O1 this way: the packaging is
                      under test there, not the speed)
CMake itself reads CMAKE_C_COMPILER, CMAKE_C_COMPILER_LAUNCHER (e.g. ccache) and CFLAGS.
Needs cmake, a C compiler, pkg-config, libsodium-dev and libjansson-dev (the top-level
CMakeLists looks for both; the library links only libsodium). Progress goes to standard error
(`pip install -v` shows it). Name and version come from pyproject.toml's [project] table."""
import base64
import hashlib
import io
import os
import re
import shlex
import subprocess
import sys
import sysconfig
import tarfile
import time
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGE = "ecbatch"
LIBRARY = "libecbatch.so.0"
# What the top-level CMakeLists.txt reads at configure time (the sdist's csrc/ copy).
C_TREE = ("CMakeLists.txt", "cmake", "include", "src", "cli", "cmdlib", "bench", "tests",
          "scripts")


def _say(text):
    sys.stderr.write("ecbatch build: %s\n" % text)
    sys.stderr.flush()


def _project():
    """name, version, summary and Requires-Python from pyproject.toml (simple key = "value")."""
    with open(os.path.join(ROOT, "pyproject.toml"), encoding="utf-8") as f:
        text = f.read()
    table = text.split("[project]", 1)[1].split("\n[", 1)[0]
    fields = dict(re.findall(r'^(\w[\w-]*)\s*=\s*"([^"]*)"', table, re.M))
    return fields["name"], fields["version"], fields.get("description", ""), fields.get("requires-python", "")


def _metadata():
    name, version, summary, requires = _project()
    lines = ["Metadata-Version: 2.1", "Name: " + name, "Version: " + version, "Summary: " + summary]
    if requires:
        lines.append("Requires-Python: " + requires)
    readme = os.path.join(ROOT, "README.md")
    body = ""
    if os.path.exists(readme):
        lines.append("Description-Content-Type: text/markdown")
        with open(readme, encoding="utf-8") as f:
            body = "\n" + f.read()
    return "\n".join(lines) + "\n" + body


def _tag():
    """The wheel's tag: any Python 3, no Python ABI (ctypes), this platform (the C library)."""
    return "py3-none-" + re.sub(r"[^A-Za-z0-9]", "_", sysconfig.get_platform())


def _package_files():
    for dirpath, dirnames, filenames in os.walk(os.path.join(ROOT, PACKAGE)):
        dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
        for name in sorted(filenames):
            if not name.endswith((".pyc", ".pyo", ".so", ".so.0")):
                full = os.path.join(dirpath, name)
                yield full, os.path.relpath(full, ROOT).replace(os.sep, "/")


def _record_line(arcname, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return "%s,sha256=%s,%d" % (arcname, digest, len(data))


def _dist_info_files():
    name, version, _, _ = _project()
    dist_info = "%s-%s.dist-info" % (name, version)
    wheel = ("Wheel-Version: 1.0\nGenerator: ecbatch_build\nRoot-Is-Purelib: false\nTag: %s\n"
             % _tag())
    return dist_info, {"METADATA": _metadata(), "WHEEL": wheel, "top_level.txt": PACKAGE + "\n"}


def _c_source():
    """The folder of the C sources: csrc/ in an sdist, else the repository around us."""
    for candidate in (os.path.join(ROOT, "csrc"), os.path.dirname(os.path.dirname(ROOT))):
        if os.path.exists(os.path.join(candidate, "CMakeLists.txt")) and \
                os.path.exists(os.path.join(candidate, "include", "ecbatch.h")):
            return candidate
    raise RuntimeError("ecbatch build: no C sources: expected the ecbatch repository around %s "
                       "(install from a checkout: pip install ./bindings/python) or an sdist's "
                       "csrc/ folder" % ROOT)


def _run(args):
    _say("$ " + " ".join(args))
    try:
        subprocess.run(args, check=True, stdout=sys.stderr)
    except FileNotFoundError:
        raise RuntimeError("ecbatch build: %s not found (install cmake and a C compiler; on "
                           "Debian: scripts/install-deps)" % args[0]) from None
    except subprocess.CalledProcessError as e:
        raise RuntimeError("ecbatch build: `%s` failed with status %d (output above)"
                           % (" ".join(args), e.returncode)) from None


def _build_library():
    """Builds the shared library with CMake; returns its bytes."""
    source = _c_source()
    build = os.environ.get("ECBATCH_BUILD_DIR") or os.path.join(ROOT, "build", "cmake")
    jobs = os.environ.get("ECBATCH_BUILD_JOBS") or str(os.cpu_count() or 1)
    start = time.monotonic()
    _say("building the C library from %s in %s (Release, %s jobs)" % (source, build, jobs))
    extra = shlex.split(os.environ.get("ECBATCH_CMAKE_ARGS", ""))
    _run(["cmake", "-S", source, "-B", build, "-DCMAKE_BUILD_TYPE=Release"] + extra)
    _run(["cmake", "--build", build, "--target", "ecbatch_shared", "-j", jobs])
    path = os.path.join(build, LIBRARY)
    with open(path, "rb") as f:
        data = f.read()
    _say("%s: %d bytes, built in %.0f s" % (LIBRARY, len(data), time.monotonic() - start))
    return data


def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    dist_info, files = _dist_info_files()
    os.makedirs(os.path.join(metadata_directory, dist_info), exist_ok=True)
    for fname, text in files.items():
        with open(os.path.join(metadata_directory, dist_info, fname), "w", encoding="utf-8") as f:
            f.write(text)
    return dist_info


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    name, version, _, _ = _project()
    library = _build_library()
    filename = "%s-%s-%s.whl" % (name, version, _tag())
    dist_info, files = _dist_info_files()
    record = []
    with zipfile.ZipFile(os.path.join(wheel_directory, filename), "w", zipfile.ZIP_DEFLATED) as zf:
        def add(arcname, data, mode=0o644):
            info = zipfile.ZipInfo(arcname, date_time=(1980, 1, 1, 0, 0, 0))
            info.external_attr = mode << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            zf.writestr(info, data)
            record.append(_record_line(arcname, data))
        for full, arcname in _package_files():
            with open(full, "rb") as f:
                add(arcname, f.read())
        add(PACKAGE + "/" + LIBRARY, library, 0o755)
        for fname, text in files.items():
            add(dist_info + "/" + fname, text.encode("utf-8"))
        record.append(dist_info + "/RECORD,,")
        zf.writestr(dist_info + "/RECORD", "\n".join(record) + "\n")
    _say("wrote %s" % filename)
    return filename


def _c_tree_files(source):
    """The C tree's files for the sdist (C_TREE under source, build outputs left out)."""
    for top in C_TREE:
        full = os.path.join(source, top)
        if os.path.isfile(full):
            yield full, top
            continue
        for dirpath, dirnames, filenames in os.walk(full):
            dirnames[:] = sorted(d for d in dirnames if d not in ("__pycache__", "build"))
            for fname in sorted(filenames):
                path = os.path.join(dirpath, fname)
                yield path, os.path.relpath(path, source).replace(os.sep, "/")


def build_sdist(sdist_directory, config_settings=None):
    """The Python package with a copy of the C tree under csrc/, so that the sdist alone
    builds the wheel (cmake, a C compiler, libsodium-dev and libjansson-dev still needed)."""
    name, version, _, _ = _project()
    base = "%s-%s" % (name, version)
    filename = base + ".tar.gz"
    source = _c_source()
    with tarfile.open(os.path.join(sdist_directory, filename), "w:gz") as tf:
        for rel in ("pyproject.toml", "README.md", "build_backend/ecbatch_build.py"):
            tf.add(os.path.join(ROOT, rel), arcname=base + "/" + rel)
        for full, arcname in _package_files():
            tf.add(full, arcname=base + "/" + arcname)
        for full, arcname in _c_tree_files(source):
            tf.add(full, arcname=base + "/csrc/" + arcname)
        info = tarfile.TarInfo(base + "/PKG-INFO")
        data = _metadata().encode("utf-8")
        info.size = len(data)
        tf.addfile(info, io.BytesIO(data))
    return filename
