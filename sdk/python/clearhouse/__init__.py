"""The official Python SDK for the Clearhouse API.

    from clearhouse import Clearhouse
    client = Clearhouse()  # CLEARHOUSE_API_KEY, CLEARHOUSE_BASE_URL
    project = client.projects.create({"name": "Summer campaign"})
"""

from . import models
from ._response import RateLimit, ResponseInfo
from ._transport import DEFAULT_BASE_URL, USER_AGENT, RetryConfig
from ._version import __version__
from .client import (
    Agents,
    Assets,
    Clearances,
    Clearhouse,
    Contracts,
    Download,
    Page,
    Projects,
    Talent,
    Taxonomies,
    Workflows,
)
from .errors import (
    AuthenticationError,
    CancelledError,
    ClearhouseError,
    ConflictError,
    ConnectionError,
    InsufficientCreditsError,
    NotFoundError,
    PermissionDeniedError,
    RateLimitError,
    ServerError,
    TimeoutError,
    UnprocessableEntityError,
    ValidationError,
    WaitTimeoutError,
)
from .models import WEBHOOK_EVENT_TYPES, WebhookEvent
from .webhooks import WebhookVerificationError, verify_webhook

__all__ = [
    "Agents",
    "Assets",
    "AuthenticationError",
    "CancelledError",
    "Clearances",
    "Clearhouse",
    "ClearhouseError",
    "ConflictError",
    "ConnectionError",
    "Contracts",
    "DEFAULT_BASE_URL",
    "Download",
    "InsufficientCreditsError",
    "NotFoundError",
    "Page",
    "PermissionDeniedError",
    "Projects",
    "RateLimit",
    "RateLimitError",
    "ResponseInfo",
    "RetryConfig",
    "ServerError",
    "Talent",
    "Taxonomies",
    "TimeoutError",
    "USER_AGENT",
    "UnprocessableEntityError",
    "ValidationError",
    "WEBHOOK_EVENT_TYPES",
    "WaitTimeoutError",
    "WebhookEvent",
    "WebhookVerificationError",
    "Workflows",
    "__version__",
    "models",
    "verify_webhook",
]
