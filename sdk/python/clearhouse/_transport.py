"""One request to the API: the key, JSON handling, typed errors, time limits, cancellation and retries.

Every POST carries an Idempotency-Key (the caller's, else a new UUID), the same on each of its retries, so the
server runs it at most once. Retried, unless the body can be sent only once: a 429 after its Retry-After and a 409
``idempotency_in_progress`` after its Retry-After (the first request with the key still runs; a retry then gets its
answer), both refused before anything ran; and, when the request is safe to repeat (GET, PUT and DELETE by their
meaning, POST by its key; never PATCH, which the server does not deduplicate), a 500, 502, 503 or 504, a connection
failure or a time-out after an exponential backoff with jitter (or the answer's Retry-After)."""

import http.client
import json
import os
import platform
import random
import socket
import ssl
import threading
import time
import uuid
from dataclasses import dataclass
from typing import Any, Callable, Dict, Iterable, List, Mapping, Optional, Sequence, Tuple, Union
from urllib.parse import quote, urlencode, urlsplit

from ._response import ResponseInfo, response_info
from ._version import __version__
from .errors import CancelledError, ClearhouseError, ConnectionError, error_from_response
from .errors import TimeoutError as RequestTimeoutError

DEFAULT_BASE_URL = "http://127.0.0.1:8080/v1"
USER_AGENT = f"clearhouse-sdk-python/{__version__} python/{platform.python_version()}"

QueryValue = Union[str, int, float, bool, None, Sequence[Union[str, int]]]
Body = Union[bytes, Iterable[bytes], None]


@dataclass(frozen=True)
class RetryConfig:
    max_retries: int = 3
    """Retries after the first try; 0 turns retrying off."""
    initial_delay: float = 0.5
    """The first backoff delay in seconds; each next one doubles, with jitter."""
    max_delay: float = 10.0
    """The longest backoff delay in seconds."""
    max_retry_after: float = 60.0
    """An answer asking to wait longer than this many seconds (Retry-After) is not retried."""


_IDEMPOTENT = {"GET", "PUT", "DELETE"}
_RETRIED_STATUS = {500, 502, 503, 504}


def segment(value: str) -> str:
    """A path segment, escaped."""
    return quote(value, safe="")


class _Watch:
    """While an attempt runs, shuts its socket down as soon as ``cancel`` is set, which ends a blocked send or read."""

    def __init__(self, cancel: threading.Event, connection: http.client.HTTPConnection) -> None:
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(cancel, connection), daemon=True)
        self._thread.start()

    def _run(self, cancel: threading.Event, connection: http.client.HTTPConnection) -> None:
        while not self._done.is_set():
            if not cancel.wait(0.05):
                continue
            sock = connection.sock
            if sock is not None:
                try:
                    sock.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass
                return
            self._done.wait(0.01)  # not connected yet

    def stop(self) -> None:
        self._done.set()


class Transport:
    def __init__(
        self,
        api_key: Optional[str],
        base_url: Optional[str],
        retry: Union[RetryConfig, bool, None],
        timeout: float,
        on_response: Optional[Callable[[ResponseInfo], None]],
        ssl_context: Optional[ssl.SSLContext],
        headers: Optional[Mapping[str, str]] = None,
    ) -> None:
        key = api_key or os.environ.get("CLEARHOUSE_API_KEY")
        if not key:
            raise ClearhouseError("missing_api_key", "No API key: pass api_key or set CLEARHOUSE_API_KEY", 0)
        self._api_key = key
        self.base_url = (base_url or os.environ.get("CLEARHOUSE_BASE_URL") or DEFAULT_BASE_URL).rstrip("/")
        self.retry = RetryConfig(max_retries=0) if retry is False else (retry if isinstance(retry, RetryConfig) else RetryConfig())
        self.timeout = timeout
        self.on_response = on_response
        self._ssl = ssl_context
        self._headers = {k.lower(): v for k, v in (headers or {}).items()}
        self._local = threading.local()

    @property
    def last_response(self) -> Optional[ResponseInfo]:
        """The latest answer this thread received from this client."""
        return getattr(self._local, "last", None)

    def url(self, path: str, query: Optional[Mapping[str, QueryValue]] = None) -> str:
        pairs: List[Tuple[str, str]] = []
        for name, value in (query or {}).items():
            if value is None:
                continue
            if isinstance(value, (list, tuple)):
                pairs.extend((name, str(v)) for v in value)
            elif isinstance(value, bool):
                pairs.append((name, "true" if value else "false"))
            else:
                pairs.append((name, str(value)))
        return self.base_url + path + ("?" + urlencode(pairs) if pairs else "")

    def _connection(self, url: str, timeout: Optional[float]) -> Tuple[http.client.HTTPConnection, str]:
        parts = urlsplit(url)
        target = parts.path + ("?" + parts.query if parts.query else "")
        if parts.scheme == "https":
            return http.client.HTTPSConnection(parts.netloc, timeout=timeout, context=self._ssl), target
        return http.client.HTTPConnection(parts.netloc, timeout=timeout), target

    def _backoff(self, attempt: int) -> float:
        ceiling: float = min(self.retry.max_delay, self.retry.initial_delay * 2.0 ** (attempt - 1))
        return ceiling / 2 + random.random() * ceiling / 2

    def _retry_wait(self, status: int, body: Any, info: ResponseInfo, attempt: int, safe: bool) -> Optional[float]:
        """Seconds to wait before retrying this answer, or None when it is not retried (5xx: only a ``safe`` request)."""
        error = body.get("error") if isinstance(body, dict) else None
        code = error.get("code") if isinstance(error, dict) else None
        wait: Optional[float]
        if status == 429:
            wait = info.retry_after
        elif status == 409 and code == "idempotency_in_progress":
            wait = 1.0 if info.retry_after is None else info.retry_after
        elif safe and status in _RETRIED_STATUS:
            wait = self._backoff(attempt) if info.retry_after is None else info.retry_after
        else:
            wait = None
        return wait if wait is not None and wait <= self.retry.max_retry_after else None

    @staticmethod
    def _sleep(seconds: float, cancel: Optional[threading.Event], cancelled: Callable[[], CancelledError]) -> None:
        if cancel is None:
            time.sleep(seconds)
        elif cancel.wait(seconds):
            raise cancelled()

    def send(
        self,
        method: str,
        path: str,
        query: Optional[Mapping[str, QueryValue]] = None,
        json_body: Any = None,
        body: Optional[Callable[[], Body]] = None,
        repeatable: bool = True,
        headers: Optional[Mapping[str, str]] = None,
        timeout: Optional[float] = None,
        cancel: Optional[threading.Event] = None,
        idempotency_key: Optional[str] = None,
        read: Optional[Callable[[http.client.HTTPResponse], Any]] = None,
    ) -> Tuple[Any, ResponseInfo]:
        """Sends the request, retrying as configured. With ``read``, what it returns from the successful answer (read
        within the attempt, so a failure while reading is retried too) and the answer's info; without, the answer
        itself, its body unread (close it), and its info.

        ``timeout`` (default: the client's) limits connecting and each wait for data, in seconds; ``cancel`` ends the
        call with CancelledError when set, also during a wait before a retry."""
        url = self.url(path, query)
        sent: Dict[str, str] = {"accept": "application/json", "user-agent": USER_AGENT}
        sent.update(self._headers)
        sent.update({k.lower(): v for k, v in (headers or {}).items()})
        sent["authorization"] = f"Bearer {self._api_key}"
        encoded = None if json_body is None else json.dumps(json_body).encode("utf-8")
        if encoded is not None:
            sent["content-type"] = "application/json"
        if method == "POST":
            sent["idempotency-key"] = idempotency_key or sent.get("idempotency-key") or str(uuid.uuid4())
        key = sent.get("idempotency-key")
        safe = repeatable and (method in _IDEMPOTENT or method == "POST")
        limit = self.timeout if timeout is None else timeout

        def cancelled() -> CancelledError:
            return CancelledError("cancelled", f"{method} {url} was cancelled", 0, idempotency_key=key)

        attempt = 0
        while True:
            attempt += 1
            if cancel is not None and cancel.is_set():
                raise cancelled()
            retries_left = attempt <= self.retry.max_retries
            connection, target = self._connection(url, limit)
            watch = _Watch(cancel, connection) if cancel is not None else None
            try:
                payload = encoded if encoded is not None else (body() if body is not None else None)
                chunked = payload is not None and not isinstance(payload, bytes) and "content-length" not in sent
                connection.request(method, target, body=payload, headers=sent, encode_chunked=chunked)
                response = connection.getresponse()
                info = response_info(
                    method, url, response.status, {k.lower(): v for k, v in response.getheaders()}, attempt, key
                )
                self._local.last = info
                if self.on_response is not None:
                    self.on_response(info)
                if 200 <= response.status < 300:
                    if read is None:
                        return response, info
                    try:
                        return read(response), info
                    finally:
                        response.close()
                        connection.close()
                text = response.read()
                connection.close()
            except (OSError, http.client.HTTPException) as cause:
                connection.close()
                if cancel is not None and cancel.is_set():
                    raise cancelled() from cause
                if retries_left and safe:
                    self._sleep(self._backoff(attempt), cancel, cancelled)
                    continue
                if isinstance(cause, socket.timeout):
                    raise RequestTimeoutError(
                        "timeout", f"{method} {url}: no answer within {limit} s", 0, idempotency_key=key
                    ) from cause
                raise ConnectionError(
                    "connection_error", f"{method} {url} failed: {cause}", 0, idempotency_key=key
                ) from cause
            finally:
                if watch is not None:
                    watch.stop()
            try:
                parsed = json.loads(text) if text else None
            except ValueError:
                parsed = None
            wait = self._retry_wait(response.status, parsed, info, attempt, safe) if retries_left and repeatable else None
            if wait is not None:
                self._sleep(wait, cancel, cancelled)
                continue
            raise error_from_response(info, parsed)

    def json(self, method: str, path: str, **kwargs: Any) -> Tuple[Any, ResponseInfo]:
        """Sends a JSON request; the answer's parsed body and its info."""
        return self.send(method, path, read=lambda response: json.loads(response.read()), **kwargs)
