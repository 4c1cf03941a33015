"""A PEP 517 build backend on the standard library only, for the pure-Python ecbatch package.

It builds a wheel (and an sdist) of the ``ecbatch`` directory beside this one, so installing
needs no setuptools or wheel from a package index. Name and version come from the
[project] table of pyproject.toml."""
import base64
import io
import hashlib
import os
import re
import tarfile
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGE = "ecbatch"

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

def _package_files():
    for dirpath, dirnames, filenames in os.walk(os.path.join(ROOT, PACKAGE)):
        dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
        for name in sorted(filenames):
            if not name.endswith((".pyc", ".pyo")):
                full = os.path.join(dirpath, name)
                yield full, os.path.relpath(full, ROOT).replace(os.sep, "/")

def _record_line(arcname, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return "%s,sha256=%s,%d" % (arcname, digest, len(data))

def _dist_info_files():
    name, version, _, _ = _project()
    dist_info = "%s-%s.dist-info" % (name, version)
    wheel = "Wheel-Version: 1.0\nGenerator: ecbatch_build\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    return dist_info, {"METADATA": _metadata(), "WHEEL": wheel, "top_level.txt": PACKAGE + "\n"}

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
    filename = "%s-%s-py3-none-any.whl" % (name, version)
    dist_info, files = _dist_info_files()
    record = []
    with zipfile.ZipFile(os.path.join(wheel_directory, filename), "w", zipfile.ZIP_DEFLATED) as zf:
        for full, arcname in _package_files():
            with open(full, "rb") as f:
                data = f.read()
            zf.writestr(arcname, data)
            record.append(_record_line(arcname, data))
        for fname, text in files.items():
            arcname = dist_info + "/" + fname
            data = text.encode("utf-8")
            zf.writestr(arcname, data)
            record.append(_record_line(arcname, data))
        record.append(dist_info + "/RECORD,,")
        zf.writestr(dist_info + "/RECORD", "\n".join(record) + "\n")
    return filename

def build_sdist(sdist_directory, config_settings=None):
    name, version, _, _ = _project()
    base = "%s-%s" % (name, version)
    filename = base + ".tar.gz"
    with tarfile.open(os.path.join(sdist_directory, filename), "w:gz") as tf:
        for rel in ("pyproject.toml", "README.md", "build_backend/ecbatch_build.py"):
            tf.add(os.path.join(ROOT, rel), arcname=base + "/" + rel)
        for full, arcname in _package_files():
            tf.add(full, arcname=base + "/" + arcname)
        info = tarfile.TarInfo(base + "/PKG-INFO")
        data = _metadata().encode("utf-8")
        info.size = len(data)

        tf.addfile(info, io.BytesIO(data))
    return filename
