"""What every answer exposes besides its data: status, request id, the rate-limit headers, and whether it replays the
answer of an earlier request with the same Idempotency-Key."""

import email.utils
import time
from dataclasses import dataclass
from typing import Dict, Optional


@dataclass(frozen=True)
class RateLimit:
    limit: int
    """Requests allowed in the window (X-RateLimit-Limit)."""
    remaining: int
    """Requests left in the window (X-RateLimit-Remaining)."""
    reset: int
    """Unix epoch seconds at which the window resets (X-RateLimit-Reset)."""


@dataclass(frozen=True)
class ResponseInfo:
    method: str
    url: str
    status: int
    request_id: Optional[str]
    """X-Request-Id, or None when the server sent none."""
    rate_limit: Optional[RateLimit]
    """The rate-limit headers, or None when the answer had none."""
    retry_after: Optional[float]
    """Retry-After in seconds, when present."""
    attempt: int
    """1 for the first try, 2 for the first retry, ..."""
    headers: Dict[str, str]
    """Every header, names in lower case."""
    idempotency_key: Optional[str] = None
    """The request's Idempotency-Key (every POST has one), else None."""
    replayed: bool = False
    """True when the answer is a replay: the stored answer of the first request with this Idempotency-Key."""
    original_request: Optional[str] = None
    """On a replay, the request id of the request whose answer it is (Original-Request), when the server says."""


def _int(headers: Dict[str, str], name: str) -> Optional[int]:
    try:
        return int(headers[name])
    except (KeyError, ValueError):
        return None


def _retry_after(headers: Dict[str, str]) -> Optional[float]:
    value = headers.get("retry-after")
    if value is None:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        try:
            return max(0.0, email.utils.parsedate_to_datetime(value).timestamp() - time.time())
        except (TypeError, ValueError):
            return None


def response_info(
    method: str, url: str, status: int, headers: Dict[str, str], attempt: int, idempotency_key: Optional[str] = None
) -> ResponseInfo:
    limit = _int(headers, "x-ratelimit-limit")
    remaining = _int(headers, "x-ratelimit-remaining")
    reset = _int(headers, "x-ratelimit-reset")
    return ResponseInfo(
        method=method,
        url=url,
        status=status,
        request_id=headers.get("x-request-id"),
        rate_limit=None if limit is None or remaining is None or reset is None else RateLimit(limit, remaining, reset),
        retry_after=_retry_after(headers),
        attempt=attempt,
        headers=headers,
        idempotency_key=idempotency_key,
        replayed=headers.get("idempotent-replayed", "").strip().lower() == "true",
        original_request=headers.get("original-request"),
    )
