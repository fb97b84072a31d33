"""Imports a Python package the tests' helper scripts need, installing it with `pip install --user` first
when it is missing (under a lock per package, since tests run in parallel). If that is impossible the
process exits with status 3 and says why on stderr: the calling test must then fail, never skip."""
import fcntl
import importlib
import os
import site
import subprocess
import sys
import tempfile


def ensure_module(module, package):
    """Returns `module` imported, installing the PyPI `package` that provides it when the import fails."""
    try:
        return importlib.import_module(module)
    except ImportError:
        pass
    lock_path = os.path.join(tempfile.gettempdir(), "flipbook-%s-install.lock" % package)
    with open(lock_path, "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            return importlib.import_module(module)
        except ImportError:
            pass
        attempts = [
            [sys.executable, "-m", "pip", "install", "--user", "--quiet", package],
            [sys.executable, "-m", "pip", "install", "--user", "--quiet", "--break-system-packages", package],
        ]
        log = []
        for command in attempts:
            result = subprocess.run(command, capture_output=True, text=True)
            log.append("$ %s\n%s%s" % (" ".join(command), result.stdout, result.stderr))
            importlib.invalidate_caches()
            user_site = site.getusersitepackages()
            if user_site not in sys.path:
                sys.path.append(user_site)
            try:
                return importlib.import_module(module)
            except ImportError:
                continue
        sys.stderr.write("%s is not installed and could not be installed:\n%s" % (package, "\n".join(log)))
        sys.exit(3)
