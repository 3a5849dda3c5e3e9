"""Schemathesis hooks for `npm run fuzz` (scripts/fuzz/run.mjs loads them; ADR 020 says why).

A client sends a fresh Idempotency-Key with each new request and repeats a key only to retry the
same one; the server answers 422 to a key reused with another body. The generator draws keys from
the documented pattern and repeats them freely ("00000000" for many bodies), so a key it draws is
made unique here, still within the pattern. An invalid key is left as drawn, so that the
negative checks still send it.
"""

import re
import uuid

import schemathesis

KEY = re.compile(r"^[\w.:-]{8,200}$")


@schemathesis.hook
def before_call(ctx, case, kwargs):
    """Every phase sends through here (the coverage phase draws no headers through `map_headers`).

    Only a positive case is changed: editing a negative one makes Schemathesis judge it again as
    positive, and a case meant to go without its Authorization header would be sent with it. A
    negative case is refused for its own fault whatever its key.
    """
    if case.meta is None or case.meta.generation.mode.is_negative:
        return
    headers = case.headers or {}
    for name in list(headers):
        if name.lower() == "idempotency-key" and KEY.match(str(headers[name])):
            headers[name] = str(headers[name])[:8] + "-" + uuid.uuid4().hex
