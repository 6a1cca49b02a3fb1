"""The command line's jar, which makes the rows and judges the answers the Python package must agree with:
``CHIFFRES_LETTRES_JAR``, or the repository's ``examples/target/chiffres-lettres.jar`` (``mvn package``)."""

import json
import os
import pathlib
import subprocess

import pytest

REPOSITORY = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def cli():
    jar = os.environ.get("CHIFFRES_LETTRES_JAR") or str(REPOSITORY / "examples" / "target" / "chiffres-lettres.jar")
    if not pathlib.Path(jar).is_file():
        if os.environ.get("CHIFFRES_LETTRES_JAR"):
            pytest.fail("CHIFFRES_LETTRES_JAR names no file: " + jar)
        pytest.skip("the command line's jar is not built (mvn -B package -DskipTests, or set CHIFFRES_LETTRES_JAR)")

    def run(*args, stdin=None):
        done = subprocess.run(["java", "-jar", jar, *args], input=stdin, capture_output=True, text=True,
                              encoding="utf-8", timeout=600)
        assert done.returncode == 0, done.stderr
        return done.stdout

    return run


def json_lines(text):
    return [json.loads(line) for line in text.splitlines() if line.strip()]
