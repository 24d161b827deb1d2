"""What every answer exposes besides its data: status, request id and the rate-limit headers."""

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


def response_info(method: str, url: str, status: int, headers: Dict[str, str], attempt: int) -> ResponseInfo:
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
    )
