"""Verifies a webhook delivery as Standard Webhooks define it: the signature header holds space-separated
``v1,<base64 HMAC-SHA256 of "id.timestamp.body">`` values (several during a secret rotation); the secret is
``whsec_`` + base64. The event it returns is typed by its ``type`` (``models.WebhookEvent``, generated from the
server's schema of each event type's data)."""

import base64
import hashlib
import hmac
import json
import time
from typing import Mapping, Optional, Union, cast

from .models import WebhookEvent


class WebhookVerificationError(Exception):
    """The delivery's headers are missing, its timestamp is out of tolerance, or no signature matches."""


def _header(headers: Mapping[str, str], name: str) -> Optional[str]:
    for key, value in headers.items():
        if key.lower() == name:
            return value
    return None


def verify_webhook(
    secret: str,
    raw_body: Union[bytes, str],
    headers: Mapping[str, str],
    tolerance: float = 300.0,
    now: Optional[float] = None,
) -> WebhookEvent:
    """Checks a delivery's signature from its raw body (exactly the bytes received) and headers; the parsed event, a
    union of TypedDicts told apart by ``event["type"]`` (``if event["type"] == "asset.created":`` narrows
    ``event["data"]`` to an Asset). A server newer than this SDK may send types the union lacks: keep an ``else``.

    Raises WebhookVerificationError when a header is missing, the timestamp is farther than ``tolerance`` seconds
    from now, or no signature matches."""
    message_id = _header(headers, "webhook-id")
    timestamp = _header(headers, "webhook-timestamp")
    signatures = _header(headers, "webhook-signature")
    if message_id is None or timestamp is None or signatures is None:
        raise WebhookVerificationError("Missing webhook-id, webhook-timestamp or webhook-signature header")
    current = time.time() if now is None else now
    if not timestamp.isdigit() or abs(current - int(timestamp)) > tolerance:
        raise WebhookVerificationError("The webhook-timestamp is invalid or outside the tolerance")
    body = raw_body.encode("utf-8") if isinstance(raw_body, str) else raw_body
    key = base64.b64decode(secret[len("whsec_") :] if secret.startswith("whsec_") else secret)
    mac = hmac.new(key, f"{message_id}.{timestamp}.".encode("utf-8") + body, hashlib.sha256).digest()
    expected = base64.b64encode(mac).decode("ascii")
    for candidate in signatures.split(" "):
        version, _, signature = candidate.partition(",")
        if version == "v1" and hmac.compare_digest(signature, expected):
            return cast(WebhookEvent, json.loads(body))
    raise WebhookVerificationError("No signature matches")
