"""deploy/k8s: valid for current Kubernetes (strict schemas), and hardened as documented."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path
from typing import Any

import kubernetes_validate
import pytest
import yaml

REPO = Path(__file__).resolve().parents[2]
K8S = REPO / "deploy" / "k8s"
MANIFESTS = (
    "deployment.yaml",
    "service.yaml",
    "hpa.yaml",
    "pdb.yaml",
    "ledger-deployment.yaml",
    "ledger-service.yaml",
)
#: The newest release the installed kubernetes-validate has schemas for, and the two before it
#: (Kubernetes supports three minor releases at a time).
NEWEST = tuple(int(part) for part in kubernetes_validate.latest_version().split(".")[:2])
VERSIONS = tuple(f"{NEWEST[0]}.{NEWEST[1] - back}.0" for back in range(3))


def load(name: str) -> dict[str, Any]:
    data = yaml.safe_load((K8S / name).read_text())
    assert isinstance(data, dict)
    return data


def pod_spec() -> dict[str, Any]:
    spec: dict[str, Any] = load("deployment.yaml")["spec"]["template"]["spec"]
    return spec


def container(name: str) -> dict[str, Any]:
    (found,) = [c for c in pod_spec()["containers"] if c["name"] == name]
    return found


def test_kubernetes_validate_is_current() -> None:
    assert NEWEST >= (1, 34), f"kubernetes-validate knows Kubernetes {NEWEST} at most"


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize("name", MANIFESTS)
def test_manifest_is_valid_strictly(name: str, version: str) -> None:
    """Unknown or misspelt fields fail too (strict): a typo in a security setting is caught."""
    kubernetes_validate.validate(load(name), version, strict=True)


def test_kustomization_lists_every_manifest() -> None:
    assert load("kustomization.yaml")["resources"] == list(MANIFESTS)


@pytest.mark.parametrize("name", ["proxy", "app"])
def test_each_container_is_locked_down(name: str) -> None:
    found = container(name)
    context = found["securityContext"]
    assert context["runAsNonRoot"] is True
    assert context["allowPrivilegeEscalation"] is False
    assert context["readOnlyRootFilesystem"] is True
    assert context["privileged"] is False
    assert context["capabilities"] == {"drop": ["ALL"]}
    assert context["seccompProfile"] == {"type": "RuntimeDefault"}
    assert context["runAsUser"] == pod_spec()["securityContext"]["runAsUser"]
    resources = found["resources"]
    for kind in ("requests", "limits"):
        assert set(resources[kind]) == {"cpu", "memory"}, (name, kind)
    assert {"startupProbe", "livenessProbe", "readinessProbe"} <= set(found)
    assert found["readinessProbe"]["httpGet"]["path"] == "/readyz"
    assert "preStop" in found["lifecycle"]
    mounts = {mount["mountPath"] for mount in found["volumeMounts"]}
    assert mounts == ({"/tmp/nginx"} if name == "proxy" else {"/tmp"})


def test_the_pod_runs_as_the_images_fixed_user() -> None:
    pod = pod_spec()["securityContext"]
    assert pod["runAsNonRoot"] is True
    assert pod["seccompProfile"] == {"type": "RuntimeDefault"}
    uid = pod["runAsUser"]
    assert isinstance(uid, int) and uid >= 10000  # outside any distribution's system range
    dockerfile = (REPO / "Dockerfile").read_text()
    assert re.search(rf"useradd\b[^\n]*(\\\n[^\n]*)*--uid {uid}\b", dockerfile), (
        f"the Dockerfile's useradd must create the service user with --uid {uid}"
    )
    assert pod_spec()["automountServiceAccountToken"] is False


def test_the_topology_is_nginx_in_front_of_gunicorn_on_loopback() -> None:
    proxy, app = container("proxy"), container("app")
    assert proxy["image"] == app["image"]
    assert proxy["command"] == ["nginx", "-c", "/etc/kortdomaren/nginx.conf", "-g", "daemon off;"]
    assert proxy["ports"] == [
        {"name": "http", "containerPort": 8080, "protocol": "TCP"},
        {"name": "metrics", "containerPort": 9100, "protocol": "TCP"},
    ]
    assert app["command"] == ["gunicorn", "-c", "/app/gunicorn.conf.py", "service.wsgi:app"]
    assert "ports" not in app
    env = {item["name"]: item for item in app["env"]}
    assert env["KORTDOMAREN_BIND"]["value"] == "127.0.0.1:8000"
    # the kubelet reaches the pod's IP, not its loopback: the app's probes use nginx's port
    assert app["livenessProbe"]["httpGet"] == {"path": "/healthz", "port": 8080}
    assert app["readinessProbe"]["httpGet"] == {"path": "/readyz", "port": 8080}
    assert app["startupProbe"]["httpGet"] == {"path": "/healthz", "port": 8080}
    assert env["PROMETHEUS_MULTIPROC_DIR"]["value"].startswith("/tmp/")
    service = load("service.yaml")["spec"]
    assert service["ports"][0]["targetPort"] == "http"


def test_the_seal_keys_come_from_a_required_secret_that_rolls_the_pods() -> None:
    """Every pod must hold the same keys (a pod with a key of its own cannot open the others'
    tokens), so the Secret is required; and kustomize's secretGenerator names it after a hash
    of its content, so new keys change the pod template and the Deployment rolls."""
    env = {item["name"]: item for item in container("app")["env"]}
    assert "value" not in env["KORTDOMAREN_SEAL_KEYS"]
    reference = env["KORTDOMAREN_SEAL_KEYS"]["valueFrom"]["secretKeyRef"]
    assert reference.get("optional", False) is False
    assert "KORTDOMAREN_ALLOW_EPHEMERAL_KEY" not in env  # the image's 0 stands
    kustomization = load("kustomization.yaml")
    (generator,) = kustomization["secretGenerator"]
    assert generator["name"] == reference["name"]
    # the file's name is the Secret's key (``files: [name]`` or ``[key=path]``)
    keys = [entry.partition("=")[0] for entry in generator["files"]]
    assert keys == [reference["key"]]
    options = {**kustomization.get("generatorOptions", {}), **generator.get("options", {})}
    assert not options.get("disableNameSuffixHash"), "without the hash suffix no pod rolls"
    # the keys file itself is the operator's secret: ignored by git, never in the repository
    path = generator["files"][0].rpartition("=")[2]
    assert path in (K8S / ".gitignore").read_text().split()
    assert not (K8S / path).exists() or path not in tracked(K8S)


def tracked(folder: Path) -> list[str]:
    """The files git tracks in ``folder`` (names relative to it)."""
    listed = subprocess.run(
        ["git", "ls-files"], cwd=folder, capture_output=True, text=True, check=True
    )
    return listed.stdout.split()


def test_rolling_updates_never_drop_below_the_wanted_count() -> None:
    deployment = load("deployment.yaml")["spec"]
    assert deployment["strategy"]["type"] == "RollingUpdate"
    assert deployment["strategy"]["rollingUpdate"]["maxUnavailable"] == 0
    grace = pod_spec()["terminationGracePeriodSeconds"]
    app_sleep = container("app")["lifecycle"]["preStop"]["sleep"]["seconds"]
    assert grace >= app_sleep + 30  # gunicorn's graceful_timeout after the preStop sleep
    hpa = load("hpa.yaml")["spec"]
    assert hpa["scaleTargetRef"]["name"] == load("deployment.yaml")["metadata"]["name"]
    assert hpa["minReplicas"] >= 2  # one pod drained or restarting leaves one serving
    pdb = load("pdb.yaml")["spec"]
    assert pdb["selector"] == deployment["selector"]
    assert pdb["maxUnavailable"] == 1


def test_every_pod_shares_one_ledger() -> None:
    """Pods with ledgers of their own would let a bound player rewind through another pod."""
    env = {item["name"]: item.get("value") for item in container("app")["env"]}
    service = load("ledger-service.yaml")
    url = f"redis://{service['metadata']['name']}:{service['spec']['ports'][0]['port']}/0"
    assert env["KORTDOMAREN_LEDGER"] == url
    ledger = load("ledger-deployment.yaml")["spec"]
    assert ledger["replicas"] == 1 and ledger["strategy"]["type"] == "Recreate"
    (redis,) = ledger["template"]["spec"]["containers"]
    assert "noeviction" in redis["command"]  # a full ledger refuses; it never forgets
    context = redis["securityContext"]
    assert context["readOnlyRootFilesystem"] is True
    assert context["allowPrivilegeEscalation"] is False
