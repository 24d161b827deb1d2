"""Typed errors: every non-2xx answer becomes a ClearhouseError (or a subclass by status) carrying the spec's
error body (code, message, details), the HTTP status, the request id, the rate-limit headers and the request's
Idempotency-Key; no answer at all is a ConnectionError (a TimeoutError when the time limit ran out), and a call
cancelled by its ``cancel`` event raises CancelledError."""

from typing import Any, Dict, List, Optional, Type

from ._response import ResponseInfo


class ClearhouseError(Exception):
    """An error answer, or no answer at all (``status`` 0, ``code`` ``connection_error``)."""

    def __init__(
        self,
        code: str,
        message: str,
        status: int,
        response: Optional[ResponseInfo] = None,
        details: Optional[List[Dict[str, str]]] = None,
        idempotency_key: Optional[str] = None,
    ) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.details: List[Dict[str, str]] = details or []
        self.status = status
        self.response = response
        self.request_id: Optional[str] = response.request_id if response else None
        self.retry_after: Optional[float] = response.retry_after if response else None
        self.idempotency_key: Optional[str] = idempotency_key or (response.idempotency_key if response else None)
        """The Idempotency-Key the call was sent with (every POST has one). To try a failed POST again yourself,
        pass it as ``idempotency_key``: the server then runs it at most once."""

    def __str__(self) -> str:
        details = "".join(f"; {d.get('field')}: {d.get('issue')}" for d in self.details)
        request = f" (request {self.request_id})" if self.request_id else ""
        return f"{self.status} {self.code}: {self.message}{details}{request}"


class ValidationError(ClearhouseError):
    """400: the request failed validation; ``details`` name every offending field."""


class AuthenticationError(ClearhouseError):
    """401: missing, unknown, revoked or expired API key."""


class InsufficientCreditsError(ClearhouseError):
    """402: the workspace has too few credits for the run (``insufficient_credits``)."""


class PermissionDeniedError(ClearhouseError):
    """403: the key lacks a scope (details name each one)."""


class NotFoundError(ClearhouseError):
    """404: no such resource in this workspace."""


class ConflictError(ClearhouseError):
    """409: the request conflicts with the resource's state; ``idempotency_in_progress`` when the first request with
    this Idempotency-Key still ran after the SDK's retries."""


class UnprocessableEntityError(ClearhouseError):
    """422: well-formed but refused, e.g. ``idempotency_key_reused`` (the key was first used with another request)."""


class RateLimitError(ClearhouseError):
    """429: over the rate limit, still after the SDK's retries (see ``retry_after``)."""


class ServerError(ClearhouseError):
    """5xx: the server failed or was briefly unavailable, still after the SDK's retries."""


class ConnectionError(ClearhouseError):
    """No answer: the connection failed or was cut."""


class TimeoutError(ConnectionError):
    """No answer within the time limit (``timeout``), still after the SDK's retries."""


class CancelledError(ClearhouseError):
    """The call's ``cancel`` event was set before it finished."""


class WaitTimeoutError(ClearhouseError):
    """A wait helper gave up before the run finished."""


_BY_STATUS: Dict[int, Type[ClearhouseError]] = {
    400: ValidationError,
    401: AuthenticationError,
    402: InsufficientCreditsError,
    403: PermissionDeniedError,
    404: NotFoundError,
    409: ConflictError,
    422: UnprocessableEntityError,
    429: RateLimitError,
}


def error_from_response(info: ResponseInfo, body: Any) -> ClearhouseError:
    """The error for an answer: its body when it is the spec's error format, else a generic one by status."""
    error = body.get("error") if isinstance(body, dict) else None
    error = error if isinstance(error, dict) else {}
    cls = _BY_STATUS.get(info.status, ServerError if info.status >= 500 else ClearhouseError)
    code = error.get("code")
    message = error.get("message")
    details = error.get("details")
    return cls(
        code if isinstance(code, str) else f"http_{info.status}",
        message if isinstance(message, str) else f"HTTP {info.status}",
        info.status,
        info,
        details if isinstance(details, list) else [],
    )
