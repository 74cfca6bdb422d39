"""scripts/bootstrap-system installs Debian packages without starting (or stopping) services.

Its install helper is sourced and run with a fake ``apt-get`` on PATH and a policy-rc.d in a
temporary folder: during the install Debian's maintainer scripts must be told 101 ("do not
start"), and afterwards the machine's own policy-rc.d (or none) must be back, also when the
install fails. Nothing here installs a package or touches /usr/sbin.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "bootstrap-system"

#: Stands in for apt-get: records what a maintainer script would hear from policy-rc.d.
FAKE_APT_GET = """#!/bin/sh
if [ -x "$POLICY" ]; then "$POLICY" nginx start; echo "policy $?" >>"$LOG"
else echo "no policy" >>"$LOG"; fi
echo "args $*" >>"$LOG"
exit "${APT_STATUS:-0}"
"""


def run_install(tmp_path: Path, apt_status: int = 0) -> tuple[int, list[str]]:
    """Source the script, run its install helper for nginx and redis-server, return the log."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir(exist_ok=True)
    fake = bin_dir / "apt-get"
    fake.write_text(FAKE_APT_GET)
    fake.chmod(0o755)
    log = tmp_path / "log"
    policy = tmp_path / "policy-rc.d"
    env = {
        **os.environ,
        "PATH": f"{bin_dir}:{os.environ['PATH']}",
        "LOG": str(log),
        "POLICY": str(policy),
        "APT_STATUS": str(apt_status),
    }
    shell = (
        f'source "{SCRIPT}"; POLICY_RC_D="{policy}"; '
        's=0; install_without_starting nginx redis-server || s=$?; echo "status $s" >>"$LOG"'
    )
    done = subprocess.run(["bash", "-c", shell], env=env, capture_output=True, timeout=30)
    assert done.returncode == 0, done.stderr
    lines = log.read_text().splitlines()
    return int(lines[-1].split()[1]), lines[:-1]


def test_services_are_not_started_during_the_install(tmp_path: Path) -> None:
    status, log = run_install(tmp_path)
    assert status == 0
    assert log == ["policy 101", "args install -y -qq --no-install-recommends nginx redis-server"]
    assert not (tmp_path / "policy-rc.d").exists()


def test_the_machines_own_policy_comes_back(tmp_path: Path) -> None:
    policy = tmp_path / "policy-rc.d"
    own = "#!/bin/sh\n# the machine's own\nexit 0\n"
    policy.write_text(own)
    policy.chmod(0o755)
    status, log = run_install(tmp_path)
    assert (status, log[0]) == (0, "policy 101")
    assert policy.read_text() == own


def test_a_failed_install_reports_its_status_and_cleans_up(tmp_path: Path) -> None:
    status, log = run_install(tmp_path, apt_status=100)
    assert (status, log[0]) == (100, "policy 101")
    assert not (tmp_path / "policy-rc.d").exists()


def test_the_script_stops_no_process() -> None:
    text = SCRIPT.read_text()
    for stopper in ("pkill", "killall", "systemctl stop", "service nginx stop", "kill "):
        assert stopper not in text, stopper
