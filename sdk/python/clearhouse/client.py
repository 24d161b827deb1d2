"""The Clearhouse client: one attribute per resource, a method per operation of the contract (named after its
operationId in snake_case), typed by the models generated from the contract. Every method takes the keyword
options ``timeout`` (seconds), ``headers`` (added to the request) and ``cancel`` (a threading.Event that ends the
call when set); the methods that POST also ``idempotency_key``."""

import http.client
import json
import os
import ssl
import threading
import time
import uuid
from dataclasses import dataclass
from typing import (
    Any,
    BinaryIO,
    Callable,
    Dict,
    Generic,
    Iterator,
    List,
    Mapping,
    Optional,
    Sequence,
    Tuple,
    TypeVar,
    Union,
    cast,
)

from . import models as m
from ._response import ResponseInfo
from ._transport import Body, QueryValue, RetryConfig, Transport, segment
from .errors import CancelledError, WaitTimeoutError

T = TypeVar("T")
R = TypeVar("R", m.AgentRun, m.WorkflowRun)

_CHUNK = 64 * 1024
_TERMINAL = {"succeeded", "failed", "cancelled"}


@dataclass(frozen=True)
class Page(Generic[T]):
    """One page of a list."""

    data: List[T]
    total: int
    """Total number of matching items."""
    cursor: Optional[str]
    """Pass as ``cursor`` to read the next page; None on the last page."""
    has_more: bool
    response: ResponseInfo


class Download:
    """A downloaded file: read it in chunks or whole, or save it; close it (or use ``with``) when done."""

    def __init__(self, response: http.client.HTTPResponse, info: ResponseInfo) -> None:
        self._response = response
        self.response = info
        self.status = response.status
        """200 for the whole file, 206 for a range."""
        self.content_type = info.headers.get("content-type")
        length = info.headers.get("content-length")
        self.content_length = int(length) if length is not None else None
        self.content_range = info.headers.get("content-range")
        """``bytes start-end/size`` for a range."""
        self.etag = info.headers.get("etag")

    def iter_bytes(self, chunk_size: int = _CHUNK) -> Iterator[bytes]:
        try:
            while True:
                chunk = self._response.read(chunk_size)
                if not chunk:
                    return
                yield chunk
        finally:
            self.close()

    def read(self) -> bytes:
        return b"".join(self.iter_bytes())

    def text(self, encoding: str = "utf-8") -> str:
        return self.read().decode(encoding)

    def save_to(self, path: Union[str, "os.PathLike[str]"]) -> None:
        """Streams the content into a file."""
        with open(path, "wb") as out:
            for chunk in self.iter_bytes():
                out.write(chunk)

    def close(self) -> None:
        self._response.close()

    def __enter__(self) -> "Download":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _range_headers(range: Optional[Tuple[int, Optional[int]]]) -> Dict[str, str]:
    if range is None:
        return {"accept": "*/*"}
    start, end = range
    return {"accept": "*/*", "range": f"bytes={start}-{'' if end is None else end}"}


Headers = Optional[Mapping[str, str]]
Cancel = Optional[threading.Event]


class _Resource:
    def __init__(self, transport: Transport) -> None:
        self._t = transport

    def _call(
        self,
        method: str,
        path: str,
        body: Any = None,
        query: Optional[Mapping[str, QueryValue]] = None,
        **options: Any,
    ) -> Any:
        parsed, _ = self._t.json(method, path, json_body=body, query=query, **options)
        return parsed["data"]

    def _page(self, path: str, query: Mapping[str, QueryValue], **options: Any) -> Page[Any]:
        parsed, info = self._t.json("GET", path, query=query, **options)
        meta = parsed["meta"]
        return Page(parsed["data"], meta["total"], meta["cursor"], meta["has_more"], info)

    def _all(self, path: str, query: Mapping[str, QueryValue], **options: Any) -> Iterator[Any]:
        query = dict(query)
        while True:
            page = self._page(path, query, **options)
            yield from page.data
            if not page.has_more or page.cursor is None:
                return
            query["cursor"] = page.cursor

    def _download(
        self, path: str, range: Optional[Tuple[int, Optional[int]]], headers: Headers, **options: Any
    ) -> Download:
        response, info = self._t.send("GET", path, headers={**(headers or {}), **_range_headers(range)}, **options)
        return Download(response, info)


C = TypeVar("C")
U = TypeVar("U")


class _Crud(_Resource, Generic[T, C, U]):
    """Create, read, change and delete: the operations most resources share."""

    _path = ""

    def create(
        self,
        body: C,
        *,
        idempotency_key: Optional[str] = None,
        timeout: Optional[float] = None,
        headers: Headers = None,
        cancel: Cancel = None,
    ) -> T:
        return cast(
            T,
            self._call(
                "POST", self._path, body, idempotency_key=idempotency_key, timeout=timeout, headers=headers, cancel=cancel
            ),
        )

    def get(self, id: str, *, timeout: Optional[float] = None, headers: Headers = None, cancel: Cancel = None) -> T:
        return cast(T, self._call("GET", f"{self._path}/{segment(id)}", timeout=timeout, headers=headers, cancel=cancel))

    def update(
        self, id: str, body: U, *, timeout: Optional[float] = None, headers: Headers = None, cancel: Cancel = None
    ) -> T:
        return cast(
            T, self._call("PATCH", f"{self._path}/{segment(id)}", body, timeout=timeout, headers=headers, cancel=cancel)
        )

    def delete(
        self, id: str, *, timeout: Optional[float] = None, headers: Headers = None, cancel: Cancel = None
    ) -> m.Deleted:
        return cast(
            m.Deleted, self._call("DELETE", f"{self._path}/{segment(id)}", timeout=timeout, headers=headers, cancel=cancel)
        )


class Projects(_Crud[m.Project, m.ProjectCreate, m.ProjectUpdate]):
    _path = "/projects"

    def list(
        self,
        *,
        name: Optional[str] = None,
        visibility: Optional[str] = None,
        limit: Optional[int] = None,
        timeout: Optional[float] = None,
        headers: Headers = None,
        cancel: Cancel = None,
    ) -> Iterator[m.Project]:
        """Every project (newest first), page after page; ``limit`` sets the page size."""
        query = {"name": name, "visibility": visibility, "limit": limit}
        return self._all("/projects", query, timeout=timeout, headers=headers, cancel=cancel)

    def list_page(
        self,
        *,
        name: Optional[str] = None,
        visibility: Optional[str] = None,
        limit: Optional[int] = None,
        cursor: Optional[str] = None,
        timeout: Optional[float] = None,
        headers: Headers = None,
        cancel: Cancel = None,
    ) -> "Page[m.Project]":
        query = {"name": name, "visibility": visibility, "limit": limit, "cursor": cursor}
        return self._page("/projects", query, timeout=timeout, headers=headers, cancel=cancel)


def _multipart_head(boundary: str, fields: Sequence[Tuple[str, str]], filename: str, content_type: str) -> bytes:
    head = ""
    for name, value in fields:
        head += f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'
    safe = filename.replace('"', "%22").replace("\r", "").replace("\n", "")
    head += (
        f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="{safe}"\r\n'
        f"Content-Type: {content_type}\r\n\r\n"
    )
    return head.encode("utf-8")


class Assets(_Resource):
    def list(
        self,
        *,
        project_id: Optional[str] = None,
        content_type: Optional[str] = None,
        tag: Optional[str] = None,
        status: Optional[str] = None,
        talent_id: Optional[str] = None,
        limit: Optional[int] = None,
        timeout: Optional[float] = None,
        headers: Headers = None,
        cancel: Cancel = None,
    ) -> Iterator[m.Asset]:
        """Every asset matching the filters (newest first), page after page."""
        query: Dict[str, QueryValue] = {"project_id": project_id, "content_type": content_type, "tag": tag}
        query.update({"status": status, "talent_id": talent_id, "limit": limit})
        return self._all("/assets", query, timeout=timeout, headers=headers, cancel=cancel)

    def list_page(
        self,
        *,
        project_id: Optional[str] = None,
        content_type: Optional[str] = None,
        tag: Optional[str] = None,
        status: Optional[str] = None,
        talent_id: Optional[str] = None,
        limit: Optional[int] = None,
        cursor: Optional[str] = None,
        timeout: Optional[float] = None,
        headers: Headers = None,
        cancel: Cancel = None,
    ) -> "Page[m.Asset]":
        query: Dict[str, QueryValue] = {"project_id": project_id, "content_type": content_type, "tag": tag}
        query.update({"status": status, "talent_id": talent_id, "limit": limit, "cursor": cursor})
        return self._page("/assets", query, timeout=timeout, headers=headers, cancel=cancel)

    def upload(
        self,
        file: Union[str, "os.PathLike[str]", BinaryIO, bytes],
        *,
        project_id: str,
        filename: Optional[str] = None,
        content_type: str = "application/octet-stream",
        metadata: Optional[Mapping[str, Any]] = None,
        tags: Optional[Sequence[str]] = None,
        talent_ids: Optional[Sequence[str]] = None,
        idempotency_key: Optional[str] = None,
        timeout: Optional[float] = None,
        headers: Headers = None,
        cancel: Cancel = None,
    ) -> m.Asset:
        """Uploads a file as multipart/form-data, streamed in chunks: a path (read from disk as it is sent, and sent
        again on a retry), bytes, or a binary file object (sent once, never retried)."""
        fields: List[Tuple[str, str]] = [("project_id", project_id)]
        if metadata is not None:
            fields.append(("metadata", json.dumps(metadata)))
        if tags is not None:
            fields.append(("tags", json.dumps(list(tags))))
        if talent_ids is not None:
            fields.append(("talent_ids", json.dumps(list(talent_ids))))
        boundary = f"clearhouse-{uuid.uuid4().hex}"
        if isinstance(file, (str, os.PathLike)):
            path = os.fspath(file)
            name = filename or os.path.basename(path)
            size: Optional[int] = os.path.getsize(path)
        elif isinstance(file, bytes):
            name = filename or "upload"
            size = len(file)
        else:
            name = filename or os.path.basename(str(getattr(file, "name", "upload")))
            size = None
        head = _multipart_head(boundary, fields, name, content_type)
        tail = f"\r\n--{boundary}--\r\n".encode("ascii")

        def body() -> Body:
            def chunks() -> Iterator[bytes]:
                yield head
                if isinstance(file, bytes):
                    yield file
                elif isinstance(file, (str, os.PathLike)):
                    with open(file, "rb") as source:
                        yield from iter(lambda: source.read(_CHUNK), b"")
                else:
                    yield from iter(lambda: file.read(_CHUNK), b"")
                yield tail

            return chunks()

        sent = {**(headers or {}), "content-type": f"multipart/form-data; boundary={boundary}"}
        if size is not None:
            sent["content-length"] = str(len(head) + size + len(tail))
        parsed, _ = self._t.json(
            "POST",
            "/assets",
            body=body,
            headers=sent,
            repeatable=not hasattr(file, "read"),
            idempotency_key=idempotency_key,
            timeout=timeout,
            cancel=cancel,
        )
        return cast(m.Asset, parsed["data"])

    def get(self, id: str, *, timeout: Optional[float] = None, headers: Headers = None, cancel: Cancel = None) -> m.Asset:
        return cast(m.Asset, self._call("GET", f"/assets/{segment(id)}", timeout=timeout, headers=headers, cancel=cancel))

    def update(
        self, id: str, body: m.AssetUpdate, *, timeout: Optional[float] = None, headers: Headers = None, cancel: Cancel = None
    ) -> m.Asset:
        return cast(
            m.Asset, self._call("PATCH", f"/assets/{segment(id)}", body, timeout=timeout, headers=headers, cancel=cancel)
        )

    def delete(
        self, id: str, *, timeout: Optional[float] = None, headers: Headers = None, cancel: Cancel = None
    ) -> m.Deleted:
        return cast(
            m.Deleted, self._call("DELETE", f"/assets/{segment(id)}", timeout=timeout, headers=headers, cancel=cancel)
        )

    def content(
        self,
        id: str,
        range: Optional[Tuple[int, Optional[int]]] = None,
        *,
        timeout: Optional[float] = None,
        headers: Headers = None,
        cancel: Cancel = None,
    ) -> Download:
        """The asset's file, whole or one byte range ``(start, end)``, end inclusive or None (status 206)."""
        return self._download(f"/assets/{segment(id)}/content", range, headers, timeout=timeout, cancel=cancel)

    def provenance(
        self,
        id: str,
        *,
        limit: Optional[int] = None,
        timeout: Optional[float] = None,
        headers: Headers = None,
        cancel: Cancel = None,
    ) -> Iterator[m.ProvenanceEntry]:
        """The asset's chain of custody, every entry."""
        return self._all(
            f"/assets/{segment(id)}/provenance", {"limit": limit}, timeout=timeout, headers=headers, cancel=cancel
        )

    def provenance_page(
        self,
        id: str,
        *,
        limit: Optional[int] = None,
        cursor: Optional[str] = None,
        timeout: Optional[float] = None,
        headers: Headers = None,
        cancel: Cancel = None,
    ) -> "Page[m.ProvenanceEntry]":
        query = {"limit": limit, "cursor": cursor}
        return self._page(f"/assets/{segment(id)}/provenance", query, timeout=timeout, headers=headers, cancel=cancel)

    def verify_provenance(
        self, id: str, *, timeout: Optional[float] = None, headers: Headers = None, cancel: Cancel = None
    ) -> m.ProvenanceVerification:
        """Checks the provenance hash chain."""
        path = f"/assets/{segment(id)}/provenance/verification"
        return cast(m.ProvenanceVerification, self._call("GET", path, timeout=timeout, headers=headers, cancel=cancel))


class Talent(_Crud[m.Talent, m.TalentCreate, m.TalentUpdate]):
    _path = "/talent"

    def list(
        self,
        *,
        name: Optional[str] = None,
        agency: Optional[str] = None,
        limit: Optional[int] = None,
        timeout: Optional[float] = None,
        headers: Headers = None,
        cancel: Cancel = None,
    ) -> Iterator[m.Talent]:
        query = {"name": name, "agency": agency, "limit": limit}
        return self._all("/talent", query, timeout=timeout, headers=headers, cancel=cancel)

    def list_page(
        self,
        *,
        name: Optional[str] = None,
        agency: Optional[str] = None,
        limit: Optional[int] = None,
        cursor: Optional[str] = None,
        timeout: Optional[float] = None,
        headers: Headers = None,
        cancel: Cancel = None,
    ) -> "Page[m.Talent]":
        query = {"name": name, "agency": agency, "limit": limit, "cursor": cursor}
        return self._page("/talent", query, timeout=timeout, headers=headers, cancel=cancel)

    def review_match(
        self,
        asset_id: str,
        body: m.TalentReviewMatchBody,
        *,
        idempotency_key: Optional[str] = None,
        timeout: Optional[float] = None,
        headers: Headers = None,
        cancel: Cancel = None,
    ) -> m.TalentMatchDecision:
        """Confirms or rejects a face match the talent-clearance agent reported on an asset."""
        path = f"/assets/{segment(asset_id)}/talent-matches"
        return cast(
            m.TalentMatchDecision,
            self._call(
                "POST", path, body, idempotency_key=idempotency_key, timeout=timeout, headers=headers, cancel=cancel
            ),
        )


class Contracts(_Crud[m.Contract, m.ContractCreate, m.ContractUpdate]):
    _path = "/contracts"

    def list(
        self,
        *,
        talent_id: Optional[str] = None,
        status: Optional[str] = None,
        expiring_within_days: Optional[int] = None,
        limit: Optional[int] = None,
        timeout: Optional[float] = None,
        headers: Headers = None,
        cancel: Cancel = None,
    ) -> Iterator[m.Contract]:
        query: Dict[str, QueryValue] = {"talent_id": talent_id, "status": status}
        query.update({"expiring_within_days": expiring_within_days, "limit": limit})
        return self._all("/contracts", query, timeout=timeout, headers=headers, cancel=cancel)

    def list_page(
        self,
        *,
        talent_id: Optional[str] = None,
        status: Optional[str] = None,
        expiring_within_days: Optional[int] = None,
        limit: Optional[int] = None,
        cursor: Optional[str] = None,
        timeout: Optional[float] = None,
        headers: Headers = None,
        cancel: Cancel = None,
    ) -> "Page[m.Contract]":
        query: Dict[str, QueryValue] = {"talent_id": talent_id, "status": status}
        query.update({"expiring_within_days": expiring_within_days, "limit": limit, "cursor": cursor})
        return self._page("/contracts", query, timeout=timeout, headers=headers, cancel=cancel)


class Clearances(_Resource):
    def list(
        self,
        *,
        asset_id: Optional[str] = None,
        talent_id: Optional[str] = None,
        verdict: Optional[str] = None,
        run_id: Optional[str] = None,
        limit: Optional[int] = None,
        timeout: Optional[float] = None,
        headers: Headers = None,
        cancel: Cancel = None,
    ) -> Iterator[m.Clearance]:
        query: Dict[str, QueryValue] = {"asset_id": asset_id, "talent_id": talent_id, "verdict": verdict}
        query.update({"run_id": run_id, "limit": limit})
        return self._all("/clearances", query, timeout=timeout, headers=headers, cancel=cancel)

    def list_page(
        self,
        *,
        asset_id: Optional[str] = None,
        talent_id: Optional[str] = None,
        verdict: Optional[str] = None,
        run_id: Optional[str] = None,
        limit: Optional[int] = None,
        cursor: Optional[str] = None,
        timeout: Optional[float] = None,
        headers: Headers = None,
        cancel: Cancel = None,
    ) -> "Page[m.Clearance]":
        query: Dict[str, QueryValue] = {"asset_id": asset_id, "talent_id": talent_id, "verdict": verdict}
        query.update({"run_id": run_id, "limit": limit, "cursor": cursor})
        return self._page("/clearances", query, timeout=timeout, headers=headers, cancel=cancel)

    def get(
        self, id: str, *, timeout: Optional[float] = None, headers: Headers = None, cancel: Cancel = None
    ) -> m.Clearance:
        return cast(
            m.Clearance, self._call("GET", f"/clearances/{segment(id)}", timeout=timeout, headers=headers, cancel=cancel)
        )


def _wait(
    read: Callable[[], R],
    what: str,
    timeout: float,
    interval: float,
    on_progress: Optional[Callable[[R], None]],
    cancel: Cancel,
) -> R:
    deadline = time.monotonic() + timeout
    while True:
        run = read()
        if on_progress is not None:
            on_progress(run)
        if run["status"] in _TERMINAL:
            return run
        if time.monotonic() >= deadline:
            raise WaitTimeoutError("wait_timeout", f"{what} is still {run['status']} after {timeout} s", 0)
        pause = min(interval, max(0.0, deadline - time.monotonic()))
        if cancel is None:
            time.sleep(pause)
        elif cancel.wait(pause):
            raise CancelledError("cancelled", f"Waiting for {what} was cancelled", 0)


class Agents(_Resource):
    def list(
        self, *, timeout: Optional[float] = None, headers: Headers = None, cancel: Cancel = None
    ) -> List[m.Agent]:
        """The agents of the workspace (one list, not paginated)."""
        return cast(List[m.Agent], self._call("GET", "/agents", timeout=timeout, headers=headers, cancel=cancel))

    def run(
        self,
        body: m.AgentRunRequest,
        *,
        idempotency_key: Optional[str] = None,
        timeout: Optional[float] = None,
        headers: Headers = None,
        cancel: Cancel = None,
    ) -> m.AgentRunStarted:
        """Starts a run, e.g. ``{"agent_id": "asset-tagger", "inputs": {"asset_ids": [...], "taxonomy": "brand"}}``."""
        return cast(
            m.AgentRunStarted,
            self._call(
                "POST", "/agents/run", body, idempotency_key=idempotency_key, timeout=timeout, headers=headers, cancel=cancel
            ),
        )

    def list_runs(
        self,
        *,
        status: Optional[str] = None,
        agent_id: Optional[str] = None,
        limit: Optional[int] = None,
        timeout: Optional[float] = None,
        headers: Headers = None,
        cancel: Cancel = None,
    ) -> Iterator[m.AgentsListRunsItem]:
        query = {"status": status, "agent_id": agent_id, "limit": limit}
        return self._all("/agents/runs", query, timeout=timeout, headers=headers, cancel=cancel)

    def list_runs_page(
        self,
        *,
        status: Optional[str] = None,
        agent_id: Optional[str] = None,
        limit: Optional[int] = None,
        cursor: Optional[str] = None,
        timeout: Optional[float] = None,
        headers: Headers = None,
        cancel: Cancel = None,
    ) -> "Page[m.AgentsListRunsItem]":
        query = {"status": status, "agent_id": agent_id, "limit": limit, "cursor": cursor}
        return self._page("/agents/runs", query, timeout=timeout, headers=headers, cancel=cancel)

    def get_run(
        self, id: str, *, timeout: Optional[float] = None, headers: Headers = None, cancel: Cancel = None
    ) -> m.AgentRun:
        return cast(
            m.AgentRun, self._call("GET", f"/agents/runs/{segment(id)}", timeout=timeout, headers=headers, cancel=cancel)
        )

    def cancel_run(
        self,
        id: str,
        *,
        idempotency_key: Optional[str] = None,
        timeout: Optional[float] = None,
        headers: Headers = None,
        cancel: Cancel = None,
    ) -> m.AgentRunCancelled:
        path = f"/agents/runs/{segment(id)}/cancel"
        return cast(
            m.AgentRunCancelled,
            self._call("POST", path, idempotency_key=idempotency_key, timeout=timeout, headers=headers, cancel=cancel),
        )

    def artifact(
        self,
        run_id: str,
        name: str,
        range: Optional[Tuple[int, Optional[int]]] = None,
        *,
        timeout: Optional[float] = None,
        headers: Headers = None,
        cancel: Cancel = None,
    ) -> Download:
        """A file the run produced (see the run's ``artifacts``)."""
        path = f"/agents/runs/{segment(run_id)}/artifacts/{segment(name)}"
        return self._download(path, range, headers, timeout=timeout, cancel=cancel)

    def wait_for_run(
        self,
        id: str,
        *,
        timeout: float = 600.0,
        interval: float = 1.0,
        on_progress: Optional[Callable[[m.AgentRun], None]] = None,
        cancel: Cancel = None,
    ) -> m.AgentRun:
        """Polls the run until it succeeded, failed or was cancelled; the finished run (WaitTimeoutError after
        ``timeout`` seconds, CancelledError when ``cancel`` is set)."""
        return _wait(lambda: self.get_run(id, cancel=cancel), f"Agent run {id}", timeout, interval, on_progress, cancel)


class Taxonomies(_Crud[m.Taxonomy, m.TaxonomyCreate, m.TaxonomyUpdate]):
    _path = "/taxonomies"

    def list(
        self,
        *,
        name: Optional[str] = None,
        limit: Optional[int] = None,
        timeout: Optional[float] = None,
        headers: Headers = None,
        cancel: Cancel = None,
    ) -> Iterator[m.Taxonomy]:
        return self._all("/taxonomies", {"name": name, "limit": limit}, timeout=timeout, headers=headers, cancel=cancel)

    def list_page(
        self,
        *,
        name: Optional[str] = None,
        limit: Optional[int] = None,
        cursor: Optional[str] = None,
        timeout: Optional[float] = None,
        headers: Headers = None,
        cancel: Cancel = None,
    ) -> "Page[m.Taxonomy]":
        query = {"name": name, "limit": limit, "cursor": cursor}
        return self._page("/taxonomies", query, timeout=timeout, headers=headers, cancel=cancel)


class Workflows(_Crud[m.Workflow, m.WorkflowCreate, m.WorkflowUpdate]):
    _path = "/workflows"

    def list(
        self,
        *,
        name: Optional[str] = None,
        limit: Optional[int] = None,
        timeout: Optional[float] = None,
        headers: Headers = None,
        cancel: Cancel = None,
    ) -> Iterator[m.Workflow]:
        return self._all("/workflows", {"name": name, "limit": limit}, timeout=timeout, headers=headers, cancel=cancel)

    def list_page(
        self,
        *,
        name: Optional[str] = None,
        limit: Optional[int] = None,
        cursor: Optional[str] = None,
        timeout: Optional[float] = None,
        headers: Headers = None,
        cancel: Cancel = None,
    ) -> "Page[m.Workflow]":
        query = {"name": name, "limit": limit, "cursor": cursor}
        return self._page("/workflows", query, timeout=timeout, headers=headers, cancel=cancel)

    def get(
        self,
        id: str,
        *,
        version: Optional[int] = None,
        timeout: Optional[float] = None,
        headers: Headers = None,
        cancel: Cancel = None,
    ) -> m.Workflow:
        """A workflow, or one of its earlier versions."""
        path = f"/workflows/{segment(id)}"
        query = {"version": version}
        return cast(m.Workflow, self._call("GET", path, query=query, timeout=timeout, headers=headers, cancel=cancel))

    def run(
        self,
        id: str,
        body: Optional[m.WorkflowRunRequest] = None,
        *,
        idempotency_key: Optional[str] = None,
        timeout: Optional[float] = None,
        headers: Headers = None,
        cancel: Cancel = None,
    ) -> m.WorkflowRunStarted:
        """Starts a run of the workflow's current version."""
        path = f"/workflows/{segment(id)}/run"
        return cast(
            m.WorkflowRunStarted,
            self._call(
                "POST", path, body or {}, idempotency_key=idempotency_key, timeout=timeout, headers=headers, cancel=cancel
            ),
        )

    def list_runs(
        self,
        *,
        status: Optional[str] = None,
        workflow_id: Optional[str] = None,
        limit: Optional[int] = None,
        timeout: Optional[float] = None,
        headers: Headers = None,
        cancel: Cancel = None,
    ) -> Iterator[m.WorkflowsListRunsItem]:
        query = {"status": status, "workflow_id": workflow_id, "limit": limit}
        return self._all("/workflows/runs", query, timeout=timeout, headers=headers, cancel=cancel)

    def list_runs_page(
        self,
        *,
        status: Optional[str] = None,
        workflow_id: Optional[str] = None,
        limit: Optional[int] = None,
        cursor: Optional[str] = None,
        timeout: Optional[float] = None,
        headers: Headers = None,
        cancel: Cancel = None,
    ) -> "Page[m.WorkflowsListRunsItem]":
        query = {"status": status, "workflow_id": workflow_id, "limit": limit, "cursor": cursor}
        return self._page("/workflows/runs", query, timeout=timeout, headers=headers, cancel=cancel)

    def get_run(
        self, id: str, *, timeout: Optional[float] = None, headers: Headers = None, cancel: Cancel = None
    ) -> m.WorkflowRun:
        path = f"/workflows/runs/{segment(id)}"
        return cast(m.WorkflowRun, self._call("GET", path, timeout=timeout, headers=headers, cancel=cancel))

    def cancel_run(
        self,
        id: str,
        *,
        idempotency_key: Optional[str] = None,
        timeout: Optional[float] = None,
        headers: Headers = None,
        cancel: Cancel = None,
    ) -> m.WorkflowRunCancelled:
        path = f"/workflows/runs/{segment(id)}/cancel"
        return cast(
            m.WorkflowRunCancelled,
            self._call("POST", path, idempotency_key=idempotency_key, timeout=timeout, headers=headers, cancel=cancel),
        )

    def wait_for_run(
        self,
        id: str,
        *,
        timeout: float = 600.0,
        interval: float = 1.0,
        on_progress: Optional[Callable[[m.WorkflowRun], None]] = None,
        cancel: Cancel = None,
    ) -> m.WorkflowRun:
        """Polls the run until it succeeded, failed or was cancelled; the finished run."""
        return _wait(lambda: self.get_run(id, cancel=cancel), f"Workflow run {id}", timeout, interval, on_progress, cancel)


class Clearhouse:
    """The API client. ``api_key`` defaults to CLEARHOUSE_API_KEY, ``base_url`` to CLEARHOUSE_BASE_URL, else
    http://127.0.0.1:8080/v1. ``retry=False`` turns retries off; ``timeout`` (seconds, for connecting and each wait
    for data) is every call's unless it gives its own; ``headers`` are added to every request; ``on_response`` sees
    every answer."""

    def __init__(
        self,
        api_key: Optional[str] = None,
        base_url: Optional[str] = None,
        *,
        retry: Union[RetryConfig, bool, None] = None,
        timeout: float = 60.0,
        on_response: Optional[Callable[[ResponseInfo], None]] = None,
        ssl_context: Optional[ssl.SSLContext] = None,
        headers: Optional[Mapping[str, str]] = None,
    ) -> None:
        self._transport = Transport(api_key, base_url, retry, timeout, on_response, ssl_context, headers)
        self.projects = Projects(self._transport)
        self.assets = Assets(self._transport)
        self.talent = Talent(self._transport)
        self.contracts = Contracts(self._transport)
        self.clearances = Clearances(self._transport)
        self.agents = Agents(self._transport)
        self.taxonomies = Taxonomies(self._transport)
        self.workflows = Workflows(self._transport)

    @property
    def base_url(self) -> str:
        return self._transport.base_url

    @property
    def retry(self) -> RetryConfig:
        return self._transport.retry

    @property
    def timeout(self) -> float:
        return self._transport.timeout

    @property
    def last_response(self) -> Optional[ResponseInfo]:
        """The latest answer this thread received from this client: status, request id, rate-limit headers, and
        ``replayed`` / ``original_request`` for a replayed POST."""
        return self._transport.last_response
