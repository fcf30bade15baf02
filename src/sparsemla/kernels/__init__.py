"""Kernels: ``triton`` (the portable Triton kernel and the Gluon kernel for Hopper) and the launch
machinery shared by compiled kernels (:mod:`.launch`)."""
