"""A PEP 517 build backend from the standard library alone, so ``pip install ./sdk/python`` works offline on a
fresh machine (no setuptools or wheel to download): it zips the ``clearhouse`` package into a pure-Python wheel."""

import base64
import hashlib
import io
import os
import re
import tarfile
import zipfile
from typing import Any, Dict, List, Optional, Tuple

NAME = "clearhouse"
ROOT = os.path.dirname(os.path.abspath(__file__))


def _version() -> str:
    """pyproject.toml's [project] version (clearhouse/_version.py is generated from it too)."""
    with open(os.path.join(ROOT, "pyproject.toml"), encoding="utf-8") as f:
        found = re.search(r'^\[project\][^[]*?^version\s*=\s*"([^"]+)"', f.read(), re.M | re.S)
    if found is None:
        raise RuntimeError("no version in pyproject.toml's [project] table")
    return found.group(1)


VERSION = _version()
DIST_INFO = f"{NAME}-{VERSION}.dist-info"

METADATA = f"""Metadata-Version: 2.1
Name: {NAME}
Version: {VERSION}
Summary: Official Python SDK for the Clearhouse API: typed, paginating, retrying
License: Apache-2.0
Requires-Python: >=3.9
Classifier: Programming Language :: Python :: 3
Classifier: Typing :: Typed
"""

WHEEL = """Wheel-Version: 1.0
Generator: clearhouse build_backend
Root-Is-Purelib: true
Tag: py3-none-any
"""


def _package_files() -> List[Tuple[str, bytes]]:
    files = []
    for directory, _, names in sorted(os.walk(os.path.join(ROOT, NAME))):
        for name in sorted(names):
            if name.endswith(".py") or name == "py.typed":
                path = os.path.join(directory, name)
                with open(path, "rb") as f:
                    files.append((os.path.relpath(path, ROOT).replace(os.sep, "/"), f.read()))
    return files


def _wheel(directory: str, files: List[Tuple[str, bytes]]) -> str:
    files = files + [(f"{DIST_INFO}/METADATA", METADATA.encode()), (f"{DIST_INFO}/WHEEL", WHEEL.encode())]
    record = []
    for path, data in files:
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record.append(f"{path},sha256={digest},{len(data)}")
    record.append(f"{DIST_INFO}/RECORD,,")
    name = f"{NAME}-{VERSION}-py3-none-any.whl"
    with zipfile.ZipFile(os.path.join(directory, name), "w", zipfile.ZIP_DEFLATED) as wheel:
        for path, data in files:
            wheel.writestr(path, data)
        wheel.writestr(f"{DIST_INFO}/RECORD", "\n".join(record) + "\n")
    return name


def get_requires_for_build_wheel(config_settings: Optional[Dict[str, Any]] = None) -> List[str]:
    return []


def get_requires_for_build_sdist(config_settings: Optional[Dict[str, Any]] = None) -> List[str]:
    return []


def get_requires_for_build_editable(config_settings: Optional[Dict[str, Any]] = None) -> List[str]:
    return []


def build_wheel(
    wheel_directory: str, config_settings: Optional[Dict[str, Any]] = None, metadata_directory: Optional[str] = None
) -> str:
    return _wheel(wheel_directory, _package_files())


def build_editable(
    wheel_directory: str, config_settings: Optional[Dict[str, Any]] = None, metadata_directory: Optional[str] = None
) -> str:
    """A wheel holding only a .pth file that puts this directory on sys.path."""
    return _wheel(wheel_directory, [(f"{NAME}.pth", (ROOT + "\n").encode())])


def build_sdist(sdist_directory: str, config_settings: Optional[Dict[str, Any]] = None) -> str:
    base = f"{NAME}-{VERSION}"
    name = f"{base}.tar.gz"
    extra = ["pyproject.toml", "README.md", "build_backend.py"]
    files = _package_files() + [(n, open(os.path.join(ROOT, n), "rb").read()) for n in extra]
    files.append(("PKG-INFO", METADATA.encode()))
    with tarfile.open(os.path.join(sdist_directory, name), "w:gz") as sdist:
        for path, data in files:
            info = tarfile.TarInfo(f"{base}/{path}")
            info.size = len(data)
            sdist.addfile(info, io.BytesIO(data))
    return name
