"""SDK behaviour that needs no Clearhouse server: retries and idempotency keys against a scripted local HTTP
server, connection failures, configuration from the environment, and webhook signatures."""

import base64
import hashlib
import hmac
import json
import os
import threading
import time
import unittest
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Dict, List, Optional, Tuple
from unittest import mock

from clearhouse import (
    Clearhouse,
    ClearhouseError,
    ConnectionError,
    RetryConfig,
    ServerError,
    WebhookVerificationError,
    verify_webhook,
)


class Scripted:
    """A local HTTP server answering each request with the next (status, headers, body) of a script."""

    def __init__(self, script: List[Tuple[int, Dict[str, str], Any]]) -> None:
        self.script = list(script)
        self.requests: List[Tuple[str, str, Dict[str, str], bytes]] = []
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def _answer(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                body = self.rfile.read(length) if length else b""
                outer.requests.append((self.command, self.path, {k.lower(): v for k, v in self.headers.items()}, body))
                status, headers, payload = outer.script.pop(0)
                data = json.dumps(payload).encode()
                self.send_response(status)
                for k, v in headers.items():
                    self.send_header(k, v)
                self.send_header("content-length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            do_GET = do_POST = do_PATCH = do_DELETE = _answer

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.base_url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


FAST = RetryConfig(max_retries=2, initial_delay=0.01)


class RetryTest(unittest.TestCase):
    def test_503_is_retried_with_one_idempotency_key_per_post(self) -> None:
        server = Scripted([(503, {"retry-after": "0"}, {}), (201, {}, {"data": {"id": "prj_1"}, "meta": {}})])
        self.addCleanup(server.close)
        client = Clearhouse("chk_x", server.base_url, retry=FAST)
        self.assertEqual(client.projects.create({"name": "x"}), {"id": "prj_1"})
        keys = [r[2].get("idempotency-key") for r in server.requests]
        self.assertEqual(len(keys), 2)
        self.assertIsNotNone(keys[0])
        self.assertEqual(keys[0], keys[1])
        self.assertEqual(client.last_response.attempt if client.last_response else None, 2)

    def test_off_switch_still_sends_a_key_and_raises_the_typed_error(self) -> None:
        body = {"error": {"code": "service_unavailable", "message": "Try again", "details": []}}
        server = Scripted([(503, {"retry-after": "1", "x-request-id": "req_1"}, body)])
        self.addCleanup(server.close)
        client = Clearhouse("chk_x", server.base_url, retry=False)
        with self.assertRaises(ServerError) as caught:
            client.projects.create({"name": "x"})
        self.assertEqual(caught.exception.code, "service_unavailable")
        self.assertEqual(caught.exception.status, 503)
        self.assertEqual(caught.exception.request_id, "req_1")
        self.assertEqual(caught.exception.retry_after, 1.0)
        self.assertRegex(server.requests[0][2]["idempotency-key"], r"^[0-9a-f-]{36}$")
        self.assertEqual(caught.exception.idempotency_key, server.requests[0][2]["idempotency-key"])

    def test_patch_is_not_retried(self) -> None:
        server = Scripted([(503, {"retry-after": "0"}, {}), (200, {}, {"data": {}, "meta": {}})])
        self.addCleanup(server.close)
        client = Clearhouse("chk_x", server.base_url, retry=FAST)
        with self.assertRaises(ServerError):
            client.projects.update("prj_1", {"name": "y"})
        self.assertEqual(len(server.requests), 1)

    def test_connection_failures_are_retried_then_reported(self) -> None:
        client = Clearhouse("chk_x", "http://127.0.0.1:9/v1", retry=FAST)
        started = time.monotonic()
        with self.assertRaises(ConnectionError) as caught:
            client.projects.get("prj_1")
        self.assertEqual(caught.exception.status, 0)
        self.assertLess(time.monotonic() - started, 5)


class ConfigurationTest(unittest.TestCase):
    def test_key_and_base_url_from_the_environment(self) -> None:
        with mock.patch.dict(os.environ, {"CLEARHOUSE_API_KEY": "chk_env", "CLEARHOUSE_BASE_URL": "http://h/v1/"}):
            self.assertEqual(Clearhouse().base_url, "http://h/v1")
        with mock.patch.dict(os.environ, {"CLEARHOUSE_API_KEY": "chk_env"}, clear=True):
            self.assertEqual(Clearhouse().base_url, "http://127.0.0.1:8080/v1")
        with mock.patch.dict(os.environ, {}, clear=True):
            with self.assertRaises(ClearhouseError) as caught:
                Clearhouse()
            self.assertEqual(caught.exception.code, "missing_api_key")


def sign(secret: str, message_id: str, timestamp: int, body: bytes) -> str:
    key = base64.b64decode(secret[len("whsec_") :])
    mac = hmac.new(key, f"{message_id}.{timestamp}.".encode() + body, hashlib.sha256).digest()
    return "v1," + base64.b64encode(mac).decode()


class WebhookTest(unittest.TestCase):
    secret = "whsec_" + base64.b64encode(b"k" * 32).decode()
    body = b'{"id":"evt_1","type":"asset.created","timestamp":"2026-01-01T00:00:00Z","data":{}}'

    def headers(self, signature: Optional[str] = None, timestamp: Optional[int] = None) -> Dict[str, str]:
        ts = int(time.time()) if timestamp is None else timestamp
        return {
            "Webhook-Id": "msg_1",
            "Webhook-Timestamp": str(ts),
            "Webhook-Signature": signature or "v1,bm9wZQ== " + sign(self.secret, "msg_1", ts, self.body),
        }

    def test_accepts_a_matching_signature_among_several(self) -> None:
        self.assertEqual(verify_webhook(self.secret, self.body, self.headers())["type"], "asset.created")

    def test_rejects_tampering_missing_headers_and_old_timestamps(self) -> None:
        with self.assertRaises(WebhookVerificationError):
            verify_webhook(self.secret, self.body.replace(b"asset", b"talen"), self.headers())
        with self.assertRaises(WebhookVerificationError):
            verify_webhook(self.secret, self.body, {})
        old = int(time.time()) - 3600
        with self.assertRaises(WebhookVerificationError):
            verify_webhook(self.secret, self.body, self.headers(sign(self.secret, "msg_1", old, self.body), old))


if __name__ == "__main__":
    unittest.main()
