import sys

from sparsemla.cli import main

sys.exit(main())
