"""The SDK against a real Clearhouse server (started by test/sdk/PythonSdk.test.ts, which passes its URL, keys and
a recorded webhook delivery in the environment): CRUD with typed errors (402 and 422 too), uploads and ranges,
pagination of 250 items, the asset tagger waited for with its artifact, a real 429 retried, a real 409
idempotency_in_progress waited out, per-call options (Idempotency-Key, timeout, headers, cancellation) and the
User-Agent, POSTs whose answer was lost, delayed or replaced by a 502 retried with their key and answered by the
server's replay, typed webhook events from a real delivery, and every operation of the server's OpenAPI document
reachable through the SDK. (A local proxy plays the network: it passes every request to the real server, then
loses, delays or replaces the answer.)"""

import concurrent.futures
import http.client
import inspect
import io
import json
import os
import platform
import re
import tempfile
import threading
import time
import unittest
import urllib.request
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Dict, Iterator, List, Optional, Tuple
from urllib.parse import urlsplit

from clearhouse import (
    USER_AGENT,
    WEBHOOK_EVENT_TYPES,
    CancelledError,
    Clearhouse,
    ConflictError,
    ConnectionError,
    InsufficientCreditsError,
    NotFoundError,
    RateLimitError,
    ResponseInfo,
    RetryConfig,
    ServerError,
    TimeoutError,
    UnprocessableEntityError,
    ValidationError,
    WebhookVerificationError,
    __version__,
    models,
    verify_webhook,
)
from clearhouse._response import response_info
from clearhouse._transport import Transport

NEEDED = [
    "CLEARHOUSE_BASE_URL",
    "CLEARHOUSE_API_KEY",
    "CLEARHOUSE_TEST_LIMITED_KEY",
    "CLEARHOUSE_TEST_POOR_KEY",
    "CLEARHOUSE_TEST_WEBHOOK_FILE",
]
MISSING = [name for name in NEEDED if not os.environ.get(name)]
if MISSING and os.environ.get("CLEARHOUSE_TEST_REQUIRE_SERVER"):
    raise RuntimeError(f"missing environment for the server tests: {', '.join(MISSING)}")


@unittest.skipIf(bool(MISSING), "needs a running server (see test/sdk/PythonSdk.test.ts)")
class ServerTest(unittest.TestCase):
    client: Clearhouse
    rate_limited: "concurrent.futures.Future[Tuple[Exception, int, List[Tuple[int, int]]]]"

    @classmethod
    def setUpClass(cls) -> None:
        cls.client = Clearhouse()
        # The real 429 waits for the end of the server's one-minute rate-limit window (half a minute on average): it
        # runs in a thread beside the other tests, and test_waits_out_a_real_429_and_retries (run last) checks it.
        cls.rate_limited = concurrent.futures.ThreadPoolExecutor(max_workers=1).submit(_retry_a_real_429)

    def test_crud_and_typed_errors(self) -> None:
        seen: List[int] = []
        client = Clearhouse(on_response=lambda r: seen.append(r.status))
        project = client.projects.create({"name": "Summer campaign", "visibility": "internal"})
        self.assertRegex(project["id"], r"^prj_")
        info = client.last_response
        assert info is not None
        self.assertEqual(info.status, 201)
        self.assertIsNotNone(info.rate_limit)
        self.assertRegex(info.request_id or "", r"^req_")
        self.assertEqual(client.projects.get(project["id"])["name"], "Summer campaign")
        self.assertEqual(client.projects.update(project["id"], {"description": "Beach"})["description"], "Beach")
        self.assertEqual(client.projects.delete(project["id"]), {"id": project["id"], "deleted": True})
        with self.assertRaises(NotFoundError) as missing:
            client.projects.get(project["id"])
        self.assertEqual(missing.exception.status, 404)
        self.assertRegex(missing.exception.request_id or "", r"^req_")
        with self.assertRaises(ValidationError) as invalid:
            client.projects.create({})  # type: ignore[typeddict-item]
        self.assertEqual(invalid.exception.code, "validation_error")
        self.assertEqual(invalid.exception.details, [{"field": "name", "issue": "required"}])
        self.assertEqual(seen, [201, 200, 200, 200, 404, 400])

    def test_pagination_of_250_items(self) -> None:
        created = [self.client.talent.create({"name": f"Py Talent {i}", "agency": "Py"})["id"] for i in range(250)]
        first = self.client.talent.list_page(agency="Py", limit=100)
        self.assertEqual(first.total, 250)
        self.assertTrue(first.has_more)
        self.assertIsNotNone(first.cursor)
        self.assertEqual(len(first.data), 100)
        every = [t["id"] for t in self.client.talent.list(agency="Py", limit=100)]
        self.assertEqual(every, list(reversed(created)))
        last = self.client.talent.list_page(agency="Py", limit=100, cursor=first.cursor)
        self.assertEqual(last.data[0]["id"], every[100])

    def test_upload_and_download(self) -> None:
        project = self.client.projects.create({"name": "Py uploads"})
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "notes.txt")
            with open(path, "wb") as out:
                out.write(b"0123456789" * 1000)
            asset = self.client.assets.upload(
                path, project_id=project["id"], content_type="text/plain", metadata={"source": "disk"}, tags=["notes"]
            )
            self.assertEqual(asset["filename"], "notes.txt")
            self.assertEqual(asset["size_bytes"], 10_000)
            self.assertEqual(asset["tags"], ["notes"])
            self.assertEqual(asset["metadata"], {"source": "disk"})
            streamed = self.client.assets.upload(
                io.BytesIO(b"streamed content"), project_id=project["id"], filename="s.txt", content_type="text/plain"
            )
            self.assertEqual(streamed["size_bytes"], 16)
            self.assertEqual(self.client.assets.content(streamed["id"]).text(), "streamed content")
            with self.client.assets.content(asset["id"], range=(10, 14)) as part:
                self.assertEqual(part.status, 206)
                self.assertEqual(part.content_range, "bytes 10-14/10000")
                self.assertEqual(part.read(), b"01234")
            saved = os.path.join(tmp, "saved.txt")
            self.client.assets.content(asset["id"]).save_to(saved)
            with open(saved, "rb") as a, open(path, "rb") as b:
                self.assertEqual(a.read(), b.read())
        self.assertEqual(self.client.assets.update(asset["id"], {"tags": ["notes", "checked"]})["tags"], ["notes", "checked"])
        self.assertIn("uploaded", [e["action"] for e in self.client.assets.provenance(asset["id"])])
        self.assertTrue(self.client.assets.verify_provenance(asset["id"])["valid"])
        self.assertEqual([a["id"] for a in self.client.assets.list(project_id=project["id"])], [streamed["id"], asset["id"]])

    def test_tagger_run_waited_for_and_its_artifact(self) -> None:
        project = self.client.projects.create({"name": "Py tagging"})
        self.client.taxonomies.create({"name": "py-brand", "terms": [{"label": "Invoice", "synonyms": ["invoice"]}]})
        asset = self.client.assets.upload(
            b"Invoice number 42 for the summer campaign", project_id=project["id"], filename="invoice.txt", content_type="text/plain"
        )
        started = self.client.agents.run({"agent_id": "asset-tagger", "inputs": {"asset_ids": [asset["id"]], "taxonomy": "py-brand"}})
        statuses: List[str] = []
        run = self.client.agents.wait_for_run(started["id"], interval=0.2, on_progress=lambda r: statuses.append(r["status"]))
        self.assertEqual(run["status"], "succeeded", run["error"])
        self.assertEqual(statuses[-1], "succeeded")
        self.assertIn("invoice.txt", self.client.agents.artifact(run["id"], "tagging-report.md").text())
        self.assertEqual([r["id"] for r in self.client.agents.list_runs(agent_id="asset-tagger")][0], run["id"])
        self.assertIn("asset-tagger", [a["id"] for a in self.client.agents.list()])

        workflow = self.client.workflows.create(
            {
                "name": "Py tag again",
                "steps": [
                    {"id": "tag", "type": "run_agent", "agent_id": "asset-tagger", "inputs": {"asset_ids": [asset["id"]], "taxonomy": "py-brand"}}
                ],
            }
        )
        wf_run = self.client.workflows.run(workflow["id"])
        finished = self.client.workflows.wait_for_run(wf_run["id"], interval=0.2)
        self.assertEqual(finished["status"], "succeeded", finished["error"])

    def test_a_real_webhook_delivery_verifies(self) -> None:
        with open(os.environ["CLEARHOUSE_TEST_WEBHOOK_FILE"], encoding="utf-8") as f:
            delivery = json.load(f)
        event = verify_webhook(delivery["secret"], delivery["body"].encode("utf-8"), delivery["headers"])
        self.assertEqual(event["type"], "project.created")
        self.assertIn(event["type"], WEBHOOK_EVENT_TYPES)
        self.assertEqual(_subject(event), "Webhook trigger")
        # The data is the resource as the API answers it: the generated TypedDict's keys, no more, no less.
        assert event["type"] == "project.created"
        project: models.Project = event["data"]
        self.assertEqual(sorted(project), sorted(models.Project.__annotations__))
        self.assertEqual(sorted(project), sorted(self.client.projects.get(project["id"])))
        with self.assertRaises(WebhookVerificationError):
            verify_webhook(delivery["secret"], delivery["body"].replace("trigger", "trickery"), delivery["headers"])

    def test_every_operation_of_the_openapi_document_is_covered(self) -> None:
        with urllib.request.urlopen(os.environ["CLEARHOUSE_BASE_URL"] + "/openapi.json") as answer:
            spec = json.load(answer)
        recorded: List[str] = []

        class Recording(Transport):
            def send(self, method: str, path: str, **kwargs: Any) -> Any:
                recorded.append(f"{method} {path}")
                read = kwargs.get("read")
                return (FakeResponse() if read is None else read(FakeResponse())), response_info(method, path, 200, {}, 1)

        client = Clearhouse("chk_x", "http://h/v1")
        recording = Recording("chk_x", "http://h/v1", None, 1.0, None, None)
        for resource in vars(client).values():
            if hasattr(resource, "_t"):
                resource._t = recording
        missing = []
        for template, item in spec["paths"].items():
            for method, op in item.items():
                group, name = op["operationId"].split(".")
                snake = re.sub(r"(?<!^)([A-Z])", r"_\1", name).lower()
                fn = getattr(getattr(client, group, None), snake, None)
                if fn is None:
                    missing.append(op["operationId"])
                    continue
                recorded.clear()
                args: List[Any] = []
                kwargs: Dict[str, Any] = {}
                ids = iter(["ID1", "ID2"])
                for param in inspect.signature(fn).parameters.values():
                    if param.default is not inspect.Parameter.empty:
                        continue
                    value = b"x" if param.name == "file" else {} if param.name == "body" else next(ids, "x")
                    if param.kind == inspect.Parameter.KEYWORD_ONLY:
                        kwargs[param.name] = value
                    else:
                        args.append(value)
                result = fn(*args, **kwargs)
                if isinstance(result, Iterator):
                    next(result, None)
                path = template[len("/v1") :].replace("{id}", "ID1").replace("{name}", "ID2")
                self.assertEqual(recorded, [f"{method.upper()} {path}"], op["operationId"])
        self.assertEqual(missing, [], "operations the SDK lacks")

    def test_user_agent_headers_and_the_callers_idempotency_key(self) -> None:
        proxy = Proxy()
        self.addCleanup(proxy.close)
        client = Clearhouse(base_url=proxy.base_url, headers={"X-Client": "from-client"})
        with open(os.path.join(os.path.dirname(__file__), "..", "pyproject.toml"), encoding="utf-8") as f:
            version = re.search(r'^version = "([^"]+)"', f.read(), re.M)
        assert version is not None
        self.assertEqual(__version__, version.group(1))
        self.assertEqual(USER_AGENT, f"clearhouse-sdk-python/{__version__} python/{platform.python_version()}")
        key = f"py-own-key-{uuid.uuid4()}"
        name = f"Own key {key}"
        first = client.projects.create({"name": name}, idempotency_key=key, headers={"X-Call": "from-call"})
        first_info = client.last_response
        assert first_info is not None
        self.assertFalse(first_info.replayed)
        self.assertIsNone(first_info.original_request)
        # The same call again (say, after the caller crashed): the server answers it with the first answer.
        self.assertEqual(client.projects.create({"name": name}, idempotency_key=key), first)
        replay = client.last_response
        assert replay is not None
        self.assertTrue(replay.replayed)
        self.assertEqual(replay.idempotency_key, key)
        self.assertNotEqual(replay.request_id, first_info.request_id)
        # Original-Request names the first request (an answer without the header, as the first, gives None).
        self.assertRegex(first_info.request_id or "", r"^req_")
        self.assertEqual(replay.original_request, first_info.request_id)
        self.assertEqual(client.projects.list_page(name=name).total, 1)
        client.projects.get(first["id"], headers={"x-call": "on-a-get"})
        self.assertEqual(
            [(r.method, r.headers.get("idempotency-key"), r.headers.get("x-call"), r.headers.get("x-client")) for r in proxy.seen],
            [
                ("POST", key, "from-call", "from-client"),
                ("POST", key, None, "from-client"),
                ("GET", None, None, "from-client"),
                ("GET", None, "on-a-get", "from-client"),
            ],
        )
        self.assertEqual({r.headers.get("user-agent") for r in proxy.seen}, {USER_AGENT})

    def test_a_post_whose_answer_was_lost_is_replayed_on_its_retry(self) -> None:
        proxy = Proxy(["lose"])
        self.addCleanup(proxy.close)
        seen: List[ResponseInfo] = []
        client = Clearhouse(base_url=proxy.base_url, retry=FAST, on_response=seen.append)
        name = f"Lost answer {uuid.uuid4()}"
        project = client.projects.create({"name": name})
        keys = [r.headers.get("idempotency-key") for r in proxy.seen]
        self.assertEqual(len(keys), 2)
        self.assertIsNotNone(keys[0])
        self.assertEqual(keys[1], keys[0])
        self.assertEqual([(r.status, r.attempt, r.replayed, r.idempotency_key) for r in seen], [(201, 2, True, keys[0])])
        self.assertRegex(proxy.seen[0].request_id or "", r"^req_")
        self.assertEqual(seen[0].original_request, proxy.seen[0].request_id)
        self.assertEqual([p["id"] for p in self.client.projects.list(name=name)], [project["id"]])

    def test_5xx_is_retried_when_the_call_is_keyed_or_safe_not_a_patch_but_after_a_429(self) -> None:
        # A gateway in front of the server: the request reaches the server, its answer is replaced by a 5xx; or it
        # is refused with a 429 before it reaches the server.
        proxy = Proxy([502, 500, 504])
        self.addCleanup(proxy.close)
        seen: List[Tuple[str, int, int]] = []
        client = Clearhouse(
            base_url=proxy.base_url,
            retry=RetryConfig(max_retries=4, initial_delay=0.01),
            on_response=lambda r: seen.append((r.method, r.status, r.attempt)),
        )
        name = f"Behind a gateway {uuid.uuid4()}"
        project = client.projects.create({"name": name})
        self.assertEqual(seen, [("POST", 502, 1), ("POST", 500, 2), ("POST", 504, 3), ("POST", 201, 4)])
        self.assertTrue(client.last_response is not None and client.last_response.replayed)
        self.assertEqual(self.client.projects.list_page(name=name).total, 1)
        seen.clear()
        proxy.plan.append(503)
        self.assertEqual(client.projects.get(project["id"])["id"], project["id"])
        self.assertEqual(seen, [("GET", 503, 1), ("GET", 200, 2)])
        seen.clear()
        proxy.plan.append(502)
        with self.assertRaises(ServerError) as caught:
            client.projects.update(project["id"], {"description": "changed"})
        self.assertEqual(caught.exception.status, 502)
        self.assertEqual(seen, [("PATCH", 502, 1)])
        seen.clear()
        proxy.plan.append("refuse")
        self.assertEqual(client.projects.update(project["id"], {"description": "after a 429"})["description"], "after a 429")
        self.assertEqual(seen, [("PATCH", 429, 1), ("PATCH", 200, 2)])

    def test_a_timed_out_post_is_retried_with_its_key_and_a_call_may_set_its_own_timeout(self) -> None:
        proxy = Proxy([3.0])
        self.addCleanup(proxy.close)
        client = Clearhouse(base_url=proxy.base_url, timeout=0.3, retry=FAST)
        self.assertEqual(client.timeout, 0.3)
        name = f"Slow answer {uuid.uuid4()}"
        started = time.monotonic()
        project = client.projects.create({"name": name})
        self.assertLess(time.monotonic() - started, 2.5)
        self.assertEqual(len(proxy.seen), 2)
        info = client.last_response
        assert info is not None
        self.assertEqual((info.attempt, info.replayed), (2, True))
        self.assertEqual([p["id"] for p in self.client.projects.list(name=name)], [project["id"]])

        proxy.plan.append(3.0)
        once = Clearhouse(base_url=proxy.base_url, retry=False)
        self.assertEqual(once.timeout, 60.0)
        with self.assertRaises(TimeoutError) as caught:
            once.projects.create({"name": f"{name} 2"}, timeout=0.2, idempotency_key=name)
        self.assertIsInstance(caught.exception, ConnectionError)
        self.assertEqual((caught.exception.code, caught.exception.status, caught.exception.idempotency_key), ("timeout", 0, name))
        self.assertLess(time.monotonic() - started, 3.5)

    def test_a_call_is_cancelled_by_its_event_also_while_it_waits_to_retry(self) -> None:
        proxy = Proxy([5.0])
        self.addCleanup(proxy.close)
        client = Clearhouse(base_url=proxy.base_url)
        cancel = threading.Event()
        threading.Timer(0.2, cancel.set).start()
        started = time.monotonic()
        with self.assertRaises(CancelledError) as caught:
            client.projects.list_page(cancel=cancel)
        self.assertEqual((caught.exception.code, caught.exception.status), ("cancelled", 0))
        self.assertLess(time.monotonic() - started, 2.0)
        self.assertEqual(len(proxy.seen), 1)
        # A 503 asking for 30 s: the wait before the retry ends with the event.
        proxy.plan.append((503, {"retry-after": "30"}))
        cancel = threading.Event()
        threading.Timer(0.2, cancel.set).start()
        with self.assertRaises(CancelledError):
            client.projects.create({"name": "Never"}, cancel=cancel)
        self.assertLess(time.monotonic() - started, 4.0)

    def test_waits_out_a_real_409_idempotency_in_progress(self) -> None:
        project = self.client.projects.create({"name": "Py slow uploads"})
        # Tried again with a new key, up to 3 times, when the SDK's upload reached the server before the slow one.
        for tries in range(1, 4):
            key = f"py-slow-upload-{uuid.uuid4()}"
            release, first = _slow_upload(key, project["id"])
            time.sleep(0.5)
            seen: List[ResponseInfo] = []

            def on_response(r: ResponseInfo) -> None:
                seen.append(r)
                if r.status == 409:
                    release.set()

            client = Clearhouse(on_response=on_response)
            started = time.monotonic()
            asset = client.assets.upload(b"another body", project_id=project["id"], filename="other.txt", idempotency_key=key)
            release.set()
            status, headers, body = first.result(timeout=30)
            if seen[0].status != 409 and tries < 3:
                continue
            self.assertEqual(status, 201)
            self.assertEqual((seen[0].status, seen[0].retry_after), (409, 1.0))
            self.assertEqual(seen[-1].status, 201)
            self.assertGreaterEqual(time.monotonic() - started, 0.9)
            self.assertEqual((asset["id"], asset["filename"]), (json.loads(body)["data"]["id"], "slow.txt"))
            self.assertTrue(seen[-1].replayed)
            self.assertRegex(headers.get("x-request-id") or "", r"^req_")
            self.assertEqual(seen[-1].original_request, headers.get("x-request-id"))
            break
        # With retries off, the 409 is the caller's to handle.
        off = Clearhouse(retry=False)
        for tries in range(1, 4):
            key = f"py-slow-upload-{uuid.uuid4()}"
            release, first = _slow_upload(key, project["id"])
            time.sleep(0.5)
            try:
                off.assets.upload(b"x", project_id=project["id"], idempotency_key=key)
                conflict: Optional[ConflictError] = None
            except ConflictError as error:
                conflict = error
            release.set()
            status, _, _ = first.result(timeout=30)
            if conflict is None and tries < 3:
                continue
            assert conflict is not None
            self.assertEqual((conflict.code, conflict.retry_after, conflict.idempotency_key), ("idempotency_in_progress", 1.0, key))
            self.assertEqual(status, 201)
            break

    def test_402_and_422_have_their_error_classes(self) -> None:
        poor = Clearhouse(os.environ["CLEARHOUSE_TEST_POOR_KEY"])
        project = poor.projects.create({"name": "No credits"})
        asset = poor.assets.upload(b"x", project_id=project["id"], filename="x.txt")
        poor.taxonomies.create({"name": "brand", "terms": [{"label": "Invoice"}]})
        with self.assertRaises(InsufficientCreditsError) as credits:
            poor.agents.run({"agent_id": "asset-tagger", "inputs": {"asset_ids": [asset["id"]], "taxonomy": "brand"}})
        self.assertEqual((credits.exception.status, credits.exception.code), (402, "insufficient_credits"))
        self.assertIsInstance(credits.exception.message, str)
        self.assertIsInstance(credits.exception.details, list)
        self.assertRegex(credits.exception.request_id or "", r"^req_")
        self.assertEqual(poor.last_response.attempt if poor.last_response else None, 1)

        key = f"py-reused-{uuid.uuid4()}"
        self.client.projects.create({"name": "First use of the key"}, idempotency_key=key)
        with self.assertRaises(UnprocessableEntityError) as reused:
            self.client.projects.create({"name": "Another body"}, idempotency_key=key)
        self.assertEqual((reused.exception.status, reused.exception.code), (422, "idempotency_key_reused"))
        self.assertEqual(reused.exception.idempotency_key, key)
        self.assertRegex(reused.exception.request_id or "", r"^req_")

    def test_waits_out_a_real_429_and_retries(self) -> None:
        refused, total, seen = self.rate_limited.result(timeout=180)
        self.assertIsInstance(refused, RateLimitError)
        assert isinstance(refused, RateLimitError)
        self.assertEqual(refused.status, 429)
        assert refused.response is not None and refused.response.rate_limit is not None
        self.assertEqual(refused.response.rate_limit.remaining, 0)
        self.assertIsNotNone(refused.retry_after)
        self.assertEqual(total, 0)
        self.assertEqual(seen, [(429, 1), (200, 2)])


FAST = RetryConfig(initial_delay=0.01)


def _subject(event: models.WebhookEvent) -> str:
    """The event's subject, read through the typed union (mypy narrows ``event["data"]`` by ``event["type"]``)."""
    if event["type"] in ("project.created", "project.updated", "project.deleted"):
        return event["data"]["name"]  # type: ignore[typeddict-item]
    if event["type"] in ("asset.created", "asset.updated", "asset.deleted"):
        return event["data"]["filename"]  # type: ignore[typeddict-item]
    return event["type"]


class Seen:
    """A request the proxy passed on, and the request id of the server's answer."""

    def __init__(self, method: str, headers: Dict[str, str]) -> None:
        self.method = method
        self.headers = headers
        self.request_id: Optional[str] = None


class Proxy:
    """A local proxy in front of the server: it records each request and passes it on; then each entry of ``plan``
    decides what happens to one answer: ``"lose"`` closes the connection instead, a number of seconds (float) holds
    the answer back that long, a status (int, or ``(status, headers)``) replaces it with an error of that status.
    ``"refuse"`` answers 429 (Retry-After: 0) without passing the request on."""

    def __init__(self, plan: Optional[List[Any]] = None) -> None:
        self.plan: List[Any] = list(plan or [])
        self.seen: List[Seen] = []
        upstream = urlsplit(os.environ["CLEARHOUSE_BASE_URL"])
        outer = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def _relay(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                body = self.rfile.read(length) if length else None
                headers = {k.lower(): v for k, v in self.headers.items() if k.lower() not in ("host", "connection")}
                seen = Seen(self.command, headers)
                outer.seen.append(seen)
                if outer.plan and outer.plan[0] == "refuse":
                    outer.plan.pop(0)
                    self._answer(429, {"retry-after": "0"})
                    return
                connection = http.client.HTTPConnection(upstream.netloc, timeout=30)
                connection.request(self.command, self.path, body=body, headers=headers)
                answer = connection.getresponse()
                data = answer.read()
                answer_headers = [(k, v) for k, v in answer.getheaders() if k.lower() not in ("connection", "transfer-encoding")]
                connection.close()
                seen.request_id = answer.getheader("x-request-id")
                step = outer.plan.pop(0) if outer.plan else None
                self.close_connection = True
                if step == "lose":
                    return
                if isinstance(step, float):
                    time.sleep(step)
                elif step is not None:
                    status, extra = step if isinstance(step, tuple) else (step, {})
                    self._answer(status, extra)
                    return
                try:
                    self.send_response(answer.status)
                    for k, v in answer_headers:
                        if k.lower() != "content-length":
                            self.send_header(k, v)
                    self.send_header("content-length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                except OSError:
                    pass  # the client gave up waiting

            def _answer(self, status: int, headers: Dict[str, str]) -> None:
                """An error answer of the proxy's own."""
                data = json.dumps({"error": {"code": "upstream", "message": "Not now", "details": []}}).encode()
                self.close_connection = True
                self.send_response(status)
                for k, v in {"content-type": "application/json", "content-length": str(len(data)), **headers}.items():
                    self.send_header(k, v)
                self.end_headers()
                self.wfile.write(data)

            do_GET = do_POST = do_PATCH = do_DELETE = _relay

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.base_url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def _slow_upload(
    key: str, project_id: str
) -> "Tuple[threading.Event, concurrent.futures.Future[Tuple[int, Dict[str, str], bytes]]]":
    """Starts an upload with ``key`` whose body is held back until the event is set: meanwhile the server runs it, so
    the key is in progress. Its file is ``slow.txt``; the future gives its status, headers and body."""
    base = urlsplit(os.environ["CLEARHOUSE_BASE_URL"])
    boundary = f"b{uuid.uuid4().hex}"
    head = (
        f'--{boundary}\r\nContent-Disposition: form-data; name="project_id"\r\n\r\n{project_id}\r\n'
        f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.txt"\r\n'
        "Content-Type: text/plain\r\n\r\nslow "
    ).encode()
    tail = f"upload\r\n--{boundary}--\r\n".encode()
    release = threading.Event()

    def run() -> Tuple[int, Dict[str, str], bytes]:
        connection = http.client.HTTPConnection(base.netloc, timeout=30)
        try:
            connection.putrequest("POST", base.path + "/assets")
            connection.putheader("authorization", f"Bearer {os.environ['CLEARHOUSE_API_KEY']}")
            connection.putheader("idempotency-key", key)
            connection.putheader("content-type", f"multipart/form-data; boundary={boundary}")
            connection.putheader("content-length", str(len(head) + len(tail)))
            connection.endheaders(head)
            release.wait(20)
            try:
                connection.send(tail)
            except OSError:
                pass  # answered already (a 409)
            answer = connection.getresponse()
            return answer.status, {k.lower(): v for k, v in answer.getheaders()}, answer.read()
        finally:
            connection.close()

    return release, concurrent.futures.ThreadPoolExecutor(max_workers=1).submit(run)


class FakeResponse:
    """An answer with an empty list page, whatever was asked."""

    status = 200

    def read(self, *args: Any) -> bytes:
        return b'{"data": [], "meta": {"total": 0, "cursor": null, "has_more": false}}'

    def close(self) -> None:
        pass


def _retry_a_real_429() -> Tuple[Exception, int, List[Tuple[int, int]]]:
    """Uses up the limited key's window without retries (again while the window has too little time left for the
    retried call to still see a 429), then makes one call with retries, which waits out the Retry-After."""
    limited_key = os.environ["CLEARHOUSE_TEST_LIMITED_KEY"]
    no_retry = Clearhouse(limited_key, retry=False)
    while True:
        try:
            while True:
                no_retry.projects.list_page()
        except Exception as error:  # the test checks it is the RateLimitError
            refused = error
        retry_after = refused.retry_after if isinstance(refused, RateLimitError) else None
        if retry_after is None or retry_after >= 5:
            break
        time.sleep(retry_after + 1)
    seen: List[Tuple[int, int]] = []
    limited = Clearhouse(limited_key, on_response=lambda r: seen.append((r.status, r.attempt)))
    return refused, limited.projects.list_page().total, seen
