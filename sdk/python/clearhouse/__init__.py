"""The official Python SDK for the Clearhouse API.

    from clearhouse import Clearhouse
    client = Clearhouse()  # CLEARHOUSE_API_KEY, CLEARHOUSE_BASE_URL
    project = client.projects.create({"name": "Summer campaign"})
"""

from . import models
from ._response import RateLimit, ResponseInfo
from ._transport import DEFAULT_BASE_URL, RetryConfig
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
    ClearhouseError,
    ConflictError,
    ConnectionError,
    NotFoundError,
    PermissionDeniedError,
    RateLimitError,
    ServerError,
    ValidationError,
    WaitTimeoutError,
)
from .webhooks import WebhookVerificationError, verify_webhook

__version__ = "0.1.0"

__all__ = [
    "Agents",
    "Assets",
    "AuthenticationError",
    "Clearances",
    "Clearhouse",
    "ClearhouseError",
    "ConflictError",
    "ConnectionError",
    "Contracts",
    "DEFAULT_BASE_URL",
    "Download",
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
    "ValidationError",
    "WaitTimeoutError",
    "WebhookVerificationError",
    "Workflows",
    "models",
    "verify_webhook",
]
