"""The package builds offline into a wheel holding every module, py.typed and a RECORD that matches the files (as
``pip install ./sdk/python`` uses it)."""

import base64
import hashlib
import os
import sys
import tempfile
import unittest
import zipfile

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import build_backend  # noqa: E402


class PackagingTest(unittest.TestCase):
    def test_one_version_everywhere(self) -> None:
        import clearhouse

        self.assertEqual(clearhouse.__version__, build_backend.VERSION)
        self.assertIn(f"clearhouse-sdk-python/{build_backend.VERSION} ", clearhouse.USER_AGENT)

    def test_wheel_holds_the_package_with_a_matching_record(self) -> None:
        with tempfile.TemporaryDirectory() as tmp:
            name = build_backend.build_wheel(tmp)
            self.assertEqual(name, "clearhouse-0.1.0-py3-none-any.whl")
            with zipfile.ZipFile(os.path.join(tmp, name)) as wheel:
                names = set(wheel.namelist())
                for expected in ["clearhouse/__init__.py", "clearhouse/client.py", "clearhouse/models.py", "clearhouse/py.typed"]:
                    self.assertIn(expected, names)
                self.assertFalse(any(n.startswith("tests/") for n in names))
                record = wheel.read("clearhouse-0.1.0.dist-info/RECORD").decode().splitlines()
                self.assertEqual(len(record), len(names))
                for line in record:
                    path, digest, size = line.rsplit(",", 2)
                    if digest:
                        data = wheel.read(path)
                        self.assertEqual(int(size), len(data))
                        expected_digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
                        self.assertEqual(digest, f"sha256={expected_digest}")
                self.assertIn("Requires-Python: >=3.9", wheel.read("clearhouse-0.1.0.dist-info/METADATA").decode())


if __name__ == "__main__":
    unittest.main()
