"""The SDK against a real Clearhouse server (started by test/sdk/PythonSdk.test.ts, which passes its URL, keys and
a recorded webhook delivery in the environment): CRUD with typed errors, uploads and ranges, pagination of 250
items, the asset tagger waited for with its artifact, a real 429 retried, webhook signatures, and every operation of
the server's OpenAPI document reachable through the SDK."""

import concurrent.futures
import inspect
import io
import json
import os
import re
import tempfile
import time
import unittest
import urllib.request
from typing import Any, Dict, Iterator, List, Tuple

from clearhouse import (
    Clearhouse,
    NotFoundError,
    RateLimitError,
    ValidationError,
    WebhookVerificationError,
    verify_webhook,
)
from clearhouse._response import response_info
from clearhouse._transport import Transport

NEEDED = ["CLEARHOUSE_BASE_URL", "CLEARHOUSE_API_KEY", "CLEARHOUSE_TEST_LIMITED_KEY", "CLEARHOUSE_TEST_WEBHOOK_FILE"]
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
        self.assertEqual(event["data"]["name"], "Webhook trigger")
        with self.assertRaises(WebhookVerificationError):
            verify_webhook(delivery["secret"], delivery["body"].replace("trigger", "trickery"), delivery["headers"])

    def test_every_operation_of_the_openapi_document_is_covered(self) -> None:
        with urllib.request.urlopen(os.environ["CLEARHOUSE_BASE_URL"] + "/openapi.json") as answer:
            spec = json.load(answer)
        recorded: List[str] = []

        class Recording(Transport):
            def send(self, method: str, path: str, **kwargs: Any) -> Any:
                recorded.append(f"{method} {path}")
                return FakeResponse(), response_info(method, path, 200, {}, 1)

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
