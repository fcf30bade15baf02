import os
import sys
from pathlib import Path

import pytest
import torch

# Test modules import the shared helpers (tests/helpers.py) from any sub-folder.
sys.path.insert(0, str(Path(__file__).resolve().parent))

# Kernels run through Triton's interpreter when there is no GPU; set before triton is imported.
if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")


def pytest_collection_modifyitems(config, items):
    if torch.cuda.is_available():
        return
    skip = pytest.mark.skip(reason="needs a CUDA GPU")
    for item in items:
        if "gpu" in item.keywords:
            item.add_marker(skip)
