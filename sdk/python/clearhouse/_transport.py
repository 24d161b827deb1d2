"""One request to the API with the key, JSON handling, typed errors and retries: 429 after Retry-After, 503 and
connection failures with exponential backoff, for idempotent methods, and for POSTs that carry an
Idempotency-Key (sent automatically, one UUID per logical call, while retries are on)."""

import http.client
import json
import os
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
from .errors import ClearhouseError, ConnectionError, error_from_response

DEFAULT_BASE_URL = "http://127.0.0.1:8080/v1"

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
    """A 429 or 503 asking to wait longer than this many seconds is not retried."""


_IDEMPOTENT = {"GET", "PUT", "DELETE"}


def segment(value: str) -> str:
    """A path segment, escaped."""
    return quote(value, safe="")


class Transport:
    def __init__(
        self,
        api_key: Optional[str],
        base_url: Optional[str],
        retry: Union[RetryConfig, bool, None],
        timeout: float,
        on_response: Optional[Callable[[ResponseInfo], None]],
        ssl_context: Optional[ssl.SSLContext],
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

    def _connection(self, url: str) -> Tuple[http.client.HTTPConnection, str]:
        parts = urlsplit(url)
        target = parts.path + ("?" + parts.query if parts.query else "")
        if parts.scheme == "https":
            return http.client.HTTPSConnection(parts.netloc, timeout=self.timeout, context=self._ssl), target
        return http.client.HTTPConnection(parts.netloc, timeout=self.timeout), target

    def _backoff(self, attempt: int) -> float:
        ceiling: float = min(self.retry.max_delay, self.retry.initial_delay * 2.0 ** (attempt - 1))
        return ceiling / 2 + random.random() * ceiling / 2

    def send(
        self,
        method: str,
        path: str,
        query: Optional[Mapping[str, QueryValue]] = None,
        json_body: Any = None,
        body: Optional[Callable[[], Body]] = None,
        repeatable: bool = True,
        headers: Optional[Mapping[str, str]] = None,
    ) -> Tuple[http.client.HTTPResponse, ResponseInfo]:
        """Sends the request, retrying as configured; the successful answer (body unread; close it) and its info."""
        url = self.url(path, query)
        sent: Dict[str, str] = {"accept": "application/json", "user-agent": "clearhouse-python/0.1.0"}
        sent.update({k.lower(): v for k, v in (headers or {}).items()})
        sent["authorization"] = f"Bearer {self._api_key}"
        encoded = None if json_body is None else json.dumps(json_body).encode("utf-8")
        if encoded is not None:
            sent["content-type"] = "application/json"
        retrying = self.retry.max_retries > 0
        if method == "POST" and retrying and "idempotency-key" not in sent:
            sent["idempotency-key"] = str(uuid.uuid4())
        safe = repeatable and (method in _IDEMPOTENT or "idempotency-key" in sent)
        attempt = 0
        while True:
            attempt += 1
            can_retry = retrying and safe and attempt <= self.retry.max_retries
            connection, target = self._connection(url)
            try:
                payload = encoded if encoded is not None else (body() if body is not None else None)
                chunked = payload is not None and not isinstance(payload, bytes) and "content-length" not in sent
                connection.request(method, target, body=payload, headers=sent, encode_chunked=chunked)
                response = connection.getresponse()
            except (OSError, http.client.HTTPException, socket.timeout) as cause:
                connection.close()
                if can_retry:
                    time.sleep(self._backoff(attempt))
                    continue
                raise ConnectionError("connection_error", f"{method} {url} failed: {cause}", 0) from cause
            info = response_info(
                method, url, response.status, {k.lower(): v for k, v in response.getheaders()}, attempt
            )
            self._local.last = info
            if self.on_response is not None:
                self.on_response(info)
            if 200 <= response.status < 300:
                return response, info
            wait = info.retry_after
            if wait is None and response.status == 503:
                wait = self._backoff(attempt)
            if can_retry and response.status in (429, 503) and wait is not None and wait <= self.retry.max_retry_after:
                connection.close()
                time.sleep(wait)
                continue
            try:
                text = response.read()
                parsed = json.loads(text) if text else None
            except ValueError:
                parsed = None
            finally:
                connection.close()
            raise error_from_response(info, parsed)

    def json(self, method: str, path: str, **kwargs: Any) -> Tuple[Any, ResponseInfo]:
        """Sends a JSON request; the answer's parsed body and its info."""
        response, info = self.send(method, path, **kwargs)
        try:
            return json.loads(response.read()), info
        finally:
            response.close()
