"""Strata's native diagnostics in Python's logging, under the logger named "strata".

When the package loads it installs one strata_log_callback for the process (kept referenced for
its life) at the level STRATA_LOG names (any case; unset or unknown: nothing is delivered), and
gives the "strata" logger that level. Each message becomes a record of that logger, whatever
thread logged it (the copy helper thread included), with the native source in the record's
``strata_source`` attribute. Native code filters by the level set here, so levels the
application does not ask for cost no crossing into Python; set_log_level changes both.
"""

from __future__ import annotations

import logging
import os
from typing import Union

from ._native import LOG_CALLBACK, lib

# The native levels (STRATA_LOG_*) by their names.
LOG_LEVELS = {"trace": 0, "debug": 1, "info": 2, "warn": 3, "error": 4, "critical": 5, "off": 6}
# logging's number for each native level; logging has no trace level, so trace is 5.
_PYTHON_LEVELS = {0: 5, 1: logging.DEBUG, 2: logging.INFO, 3: logging.WARNING, 4: logging.ERROR,
                  5: logging.CRITICAL, 6: logging.CRITICAL + 10}

logger = logging.getLogger("strata")


def _deliver(level, message, source, user_data):
    logger.log(_PYTHON_LEVELS.get(level, logging.CRITICAL),
               message.decode("utf-8", "replace"),
               extra={"strata_source": source.decode("utf-8", "replace")})


_CALLBACK = LOG_CALLBACK(_deliver)


def _native_level(level):
    if isinstance(level, str):
        found = LOG_LEVELS.get(level.lower())
        if found is None:
            raise ValueError("unknown log level %r; expected one of %s"
                             % (level, ", ".join(LOG_LEVELS)))
        return found
    if isinstance(level, int) and not isinstance(level, bool):
        # A logging level: the lowest native level it lets through.
        for native, python in sorted(_PYTHON_LEVELS.items()):
            if python >= level:
                return native
        return LOG_LEVELS["off"]
    raise TypeError("a log level is a name (%s) or a logging level, not %r"
                    % (", ".join(LOG_LEVELS), level))


def set_log_level(level: Union[str, int]) -> None:
    """Delivers Strata's native diagnostics at level and above to the "strata" logger.

    Sets the native threshold and the logger's level together. What Strata logs: each rejected
    call at debug (function, status and message), the copy helper thread's start at debug and
    each of its transfers at trace (logging level 5); nothing on the success path above trace.
    Configure a handler to see them (``logging.basicConfig(level=logging.DEBUG)``): Python's
    last-resort handler prints warnings and above only.

    Parameters
    ----------
    level : str or int
        A name, in any case: trace, debug, info, warn, error, critical or off; or a logging level
        (logging.DEBUG ...), rounded down to the native level it includes.

    Raises
    ------
    ValueError
        An unknown level name.
    TypeError
        level is neither a name nor an int.
    """
    native = _native_level(level)
    lib.strata_set_log_callback(native, _CALLBACK, None)
    logger.setLevel(_PYTHON_LEVELS[native])


def install() -> None:
    """Routes native diagnostics to the "strata" logger at STRATA_LOG's level (see above)."""
    configured = (os.environ.get("STRATA_LOG") or "off").lower()
    set_log_level(configured if configured in LOG_LEVELS else "off")
