!memref_rmem_f32 = !cute.memref<f32, rmem, align<64>, "((2,2,4),1,1):((1,2,4),0,0)">
!memref_rmem_f32_1 = !cute.memref<f32, rmem, align<64>, "((2,2,4),8,1):((1,2,4),16,0)">
!memref_rmem_f32_2 = !cute.memref<f32, rmem, align<32>, "(8):(1)">
!memref_smem_f16 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8,8),(64,8),(1,2)):((64,512),(1,4096),(0,32768))">
!memref_smem_f16_1 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8,4),(64,8)):((64,512),(1,2048))">
!memref_smem_f16_2 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8,4),(64,1),(1,2)):((64,512),(1,0),(0,2048))">
!memref_smem_f16_3 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((64,8),(8,8),2):((1,4096),(64,512),32768)">
!memref_smem_f16_4 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((64,16),1,(4,8),(1,2)):((64,1),0,(16,4096),(0,32768))">
!memref_smem_f16_5 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((32,16),1,(4,8)):((64,1),0,(16,2048))">
!memref_smem_f16_6 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((64,16),8,4,2):((1,64),4096,1024,32768)">
!memref_smem_f16_7 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((32,16),1,4,(1,2)):((64,1),0,16,(0,2048))">
!memref_smem_i8 = !cute.memref<i8, smem, align<1024>, "174080:1">
!mma_f16_f16_f32_64x32x16 = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x32x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">, permutation_MNK = <"[_;_;_]">>
!mma_f16_f16_f32_64x32x16_1 = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x32x16, ab_major = (mn, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">, permutation_MNK = <"[_;_;_]">>
#loop_unroll = #llvm.loop_unroll<disable = true, count = 1 : i32>
#loop_annotation = #llvm.loop_annotation<unroll = #loop_unroll>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @kernel_cutlass_kernel_sparsemlakernelscutedecode_swapSparseDecodeSwapF16Sm90_object_at__TiledMMA_ThrLayoutVMNK1281111000_PermutationMNK____MMAAtom_ThrID1281_ShapeMNK643216_TVLayoutA128641_0(%arg0: !mma_f16_f16_f32_64x32x16, %arg1: !mma_f16_f16_f32_64x32x16_1, %arg2: i64, %arg3: i32, %arg4: i32, %arg5: i64, %arg6: i32, %arg7: i32, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i32, %arg13: i64, %arg14: i32, %arg15: i32, %arg16: i32, %arg17: i32, %arg18: f32, %arg19: i64, %arg20: i64, %arg21: i32, %arg22: i64, %arg23: i32, %arg24: i32, %arg25: i32, %arg26: i32, %arg27: f32, %arg28: i64, %arg29: i64, %arg30: i64, %arg31: i32, %arg32: f32, %arg33: i32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, cutlass_launch_facts = {cluster_launch = false, cooperative_launch = false, exact_block_dim = array<i64: 384, 1, 1>, schema_version = 1 : i64}, gpu.kernel, nvvm.minctasm = 1 : i32, nvvm.reqntid = array<i32: 384, 1, 1>, smem.hint_smem_base_uniform, smem.partition_num = 2 : i32} {
      %c121_i32 = arith.constant 121 : i32
      %c89_i32 = arith.constant 89 : i32
      %c57_i32 = arith.constant 57 : i32
      %c120_i32 = arith.constant 120 : i32
      %c88_i32 = arith.constant 88 : i32
      %c56_i32 = arith.constant 56 : i32
      %c81_i32 = arith.constant 81 : i32
      %c49_i32 = arith.constant 49 : i32
      %c80_i32 = arith.constant 80 : i32
      %c48_i32 = arith.constant 48 : i32
      %c105_i32 = arith.constant 105 : i32
      %c73_i32 = arith.constant 73 : i32
      %c41_i32 = arith.constant 41 : i32
      %c104_i32 = arith.constant 104 : i32
      %c72_i32 = arith.constant 72 : i32
      %c97_i32 = arith.constant 97 : i32
      %c65_i32 = arith.constant 65 : i32
      %c33_i32 = arith.constant 33 : i32
      %c25_i32 = arith.constant 25 : i32
      %c17_i32 = arith.constant 17 : i32
      %c9_i32 = arith.constant 9 : i32
      %cst = arith.constant dense<0.000000e+00> : vector<128xf32>
      %c141_i32 = arith.constant 141 : i32
      %c63_i32 = arith.constant 63 : i32
      %cst_0 = arith.constant 0.693147182 : f32
      %c448_i32 = arith.constant 448 : i32
      %c320_i32 = arith.constant 320 : i32
      %c192_i32 = arith.constant 192 : i32
      %c2048_i64 = arith.constant 2048 : i64
      %cst_1 = arith.constant 1.44269502 : f32
      %c16256_i32 = arith.constant 16256 : i32
      %c16128_i32 = arith.constant 16128 : i32
      %c16000_i32 = arith.constant 16000 : i32
      %c15872_i32 = arith.constant 15872 : i32
      %c15744_i32 = arith.constant 15744 : i32
      %c15616_i32 = arith.constant 15616 : i32
      %c15488_i32 = arith.constant 15488 : i32
      %c15360_i32 = arith.constant 15360 : i32
      %c15232_i32 = arith.constant 15232 : i32
      %c15104_i32 = arith.constant 15104 : i32
      %c14976_i32 = arith.constant 14976 : i32
      %c14848_i32 = arith.constant 14848 : i32
      %c14720_i32 = arith.constant 14720 : i32
      %c14592_i32 = arith.constant 14592 : i32
      %c14464_i32 = arith.constant 14464 : i32
      %c14336_i32 = arith.constant 14336 : i32
      %c14208_i32 = arith.constant 14208 : i32
      %c14080_i32 = arith.constant 14080 : i32
      %c13952_i32 = arith.constant 13952 : i32
      %c13824_i32 = arith.constant 13824 : i32
      %c13696_i32 = arith.constant 13696 : i32
      %c13568_i32 = arith.constant 13568 : i32
      %c13440_i32 = arith.constant 13440 : i32
      %c13312_i32 = arith.constant 13312 : i32
      %c13184_i32 = arith.constant 13184 : i32
      %c13056_i32 = arith.constant 13056 : i32
      %c12928_i32 = arith.constant 12928 : i32
      %c12800_i32 = arith.constant 12800 : i32
      %c12672_i32 = arith.constant 12672 : i32
      %c12544_i32 = arith.constant 12544 : i32
      %c12416_i32 = arith.constant 12416 : i32
      %c12288_i32 = arith.constant 12288 : i32
      %c12160_i32 = arith.constant 12160 : i32
      %c12032_i32 = arith.constant 12032 : i32
      %c11904_i32 = arith.constant 11904 : i32
      %c11776_i32 = arith.constant 11776 : i32
      %c11648_i32 = arith.constant 11648 : i32
      %c11520_i32 = arith.constant 11520 : i32
      %c11392_i32 = arith.constant 11392 : i32
      %c11264_i32 = arith.constant 11264 : i32
      %c11136_i32 = arith.constant 11136 : i32
      %c11008_i32 = arith.constant 11008 : i32
      %c10880_i32 = arith.constant 10880 : i32
      %c10752_i32 = arith.constant 10752 : i32
      %c10624_i32 = arith.constant 10624 : i32
      %c10496_i32 = arith.constant 10496 : i32
      %c10368_i32 = arith.constant 10368 : i32
      %c10240_i32 = arith.constant 10240 : i32
      %c10112_i32 = arith.constant 10112 : i32
      %c9984_i32 = arith.constant 9984 : i32
      %c9856_i32 = arith.constant 9856 : i32
      %c9728_i32 = arith.constant 9728 : i32
      %c9600_i32 = arith.constant 9600 : i32
      %c9472_i32 = arith.constant 9472 : i32
      %c9344_i32 = arith.constant 9344 : i32
      %c9216_i32 = arith.constant 9216 : i32
      %c9088_i32 = arith.constant 9088 : i32
      %c8960_i32 = arith.constant 8960 : i32
      %c8832_i32 = arith.constant 8832 : i32
      %c8704_i32 = arith.constant 8704 : i32
      %c8576_i32 = arith.constant 8576 : i32
      %c8448_i32 = arith.constant 8448 : i32
      %c8320_i32 = arith.constant 8320 : i32
      %c8064_i32 = arith.constant 8064 : i32
      %c7936_i32 = arith.constant 7936 : i32
      %c7808_i32 = arith.constant 7808 : i32
      %c7680_i32 = arith.constant 7680 : i32
      %c7552_i32 = arith.constant 7552 : i32
      %c7424_i32 = arith.constant 7424 : i32
      %c7296_i32 = arith.constant 7296 : i32
      %c7168_i32 = arith.constant 7168 : i32
      %c7040_i32 = arith.constant 7040 : i32
      %c6912_i32 = arith.constant 6912 : i32
      %c6784_i32 = arith.constant 6784 : i32
      %c6656_i32 = arith.constant 6656 : i32
      %c6528_i32 = arith.constant 6528 : i32
      %c6400_i32 = arith.constant 6400 : i32
      %c6272_i32 = arith.constant 6272 : i32
      %c6144_i32 = arith.constant 6144 : i32
      %c6016_i32 = arith.constant 6016 : i32
      %c5888_i32 = arith.constant 5888 : i32
      %c5760_i32 = arith.constant 5760 : i32
      %c5632_i32 = arith.constant 5632 : i32
      %c5504_i32 = arith.constant 5504 : i32
      %c5376_i32 = arith.constant 5376 : i32
      %c5248_i32 = arith.constant 5248 : i32
      %c5120_i32 = arith.constant 5120 : i32
      %c4992_i32 = arith.constant 4992 : i32
      %c4864_i32 = arith.constant 4864 : i32
      %c4736_i32 = arith.constant 4736 : i32
      %c4608_i32 = arith.constant 4608 : i32
      %c4480_i32 = arith.constant 4480 : i32
      %c4352_i32 = arith.constant 4352 : i32
      %c4224_i32 = arith.constant 4224 : i32
      %c3968_i32 = arith.constant 3968 : i32
      %c3840_i32 = arith.constant 3840 : i32
      %c3712_i32 = arith.constant 3712 : i32
      %c3584_i32 = arith.constant 3584 : i32
      %c3456_i32 = arith.constant 3456 : i32
      %c3328_i32 = arith.constant 3328 : i32
      %c3200_i32 = arith.constant 3200 : i32
      %c3072_i32 = arith.constant 3072 : i32
      %c2944_i32 = arith.constant 2944 : i32
      %c2816_i32 = arith.constant 2816 : i32
      %c2688_i32 = arith.constant 2688 : i32
      %c2560_i32 = arith.constant 2560 : i32
      %c2432_i32 = arith.constant 2432 : i32
      %c2304_i32 = arith.constant 2304 : i32
      %c2176_i32 = arith.constant 2176 : i32
      %c1920_i32 = arith.constant 1920 : i32
      %c1792_i32 = arith.constant 1792 : i32
      %c1664_i32 = arith.constant 1664 : i32
      %c1536_i32 = arith.constant 1536 : i32
      %c1408_i32 = arith.constant 1408 : i32
      %c1280_i32 = arith.constant 1280 : i32
      %c1152_i32 = arith.constant 1152 : i32
      %c1024_i32 = arith.constant 1024 : i32
      %c896_i32 = arith.constant 896 : i32
      %c768_i32 = arith.constant 768 : i32
      %c640_i32 = arith.constant 640 : i32
      %c512_i32 = arith.constant 512 : i32
      %cst_2 = arith.constant 1.000000e+00 : f32
      %c96_i32 = arith.constant 96 : i32
      %true = arith.constant true
      %false = arith.constant false
      %cst_3 = arith.constant 0xFF800000 : f32
      %cst_4 = arith.constant 0.000000e+00 : f32
      %0 = cute.static : !cute.swizzle<"S<3,4,3>">
      %c57344_i32 = arith.constant 57344 : i32
      %c49152_i32 = arith.constant 49152 : i32
      %c40960_i32 = arith.constant 40960 : i32
      %c126_i32 = arith.constant 126 : i32
      %c560_i64 = arith.constant 560 : i64
      %c544_i64 = arith.constant 544 : i64
      %c528_i64 = arith.constant 528 : i64
      %c512_i64 = arith.constant 512 : i64
      %c496_i64 = arith.constant 496 : i64
      %c480_i64 = arith.constant 480 : i64
      %c464_i64 = arith.constant 464 : i64
      %c448_i64 = arith.constant 448 : i64
      %c432_i64 = arith.constant 432 : i64
      %c416_i64 = arith.constant 416 : i64
      %c400_i64 = arith.constant 400 : i64
      %c384_i64 = arith.constant 384 : i64
      %c368_i64 = arith.constant 368 : i64
      %c352_i64 = arith.constant 352 : i64
      %c336_i64 = arith.constant 336 : i64
      %c320_i64 = arith.constant 320 : i64
      %c304_i64 = arith.constant 304 : i64
      %c288_i64 = arith.constant 288 : i64
      %c90_i32 = arith.constant 90 : i32
      %c112_i32 = arith.constant 112 : i32
      %c32768_i32 = arith.constant 32768 : i32
      %c24576_i32 = arith.constant 24576 : i32
      %c16384_i32 = arith.constant 16384 : i32
      %c8192_i32 = arith.constant 8192 : i32
      %c7_i32 = arith.constant 7 : i32
      %c5_i32 = arith.constant 5 : i32
      %c15_i32 = arith.constant 15 : i32
      %c256_i32 = arith.constant 256 : i32
      %c3_i32 = arith.constant 3 : i32
      %c142_i32 = arith.constant 142 : i32
      %c6_i32 = arith.constant 6 : i32
      %c-1000_i32 = arith.constant -1000 : i32
      %c118_i32 = arith.constant 118 : i32
      %c272_i64 = arith.constant 272 : i64
      %c256_i64 = arith.constant 256 : i64
      %c240_i64 = arith.constant 240 : i64
      %c224_i64 = arith.constant 224 : i64
      %c208_i64 = arith.constant 208 : i64
      %c192_i64 = arith.constant 192 : i64
      %c176_i64 = arith.constant 176 : i64
      %c160_i64 = arith.constant 160 : i64
      %c144_i64 = arith.constant 144 : i64
      %c128_i64 = arith.constant 128 : i64
      %c112_i64 = arith.constant 112 : i64
      %c96_i64 = arith.constant 96 : i64
      %c80_i64 = arith.constant 80 : i64
      %c64_i64 = arith.constant 64 : i64
      %c48_i64 = arith.constant 48 : i64
      %c32_i64 = arith.constant 32 : i64
      %c16_i64 = arith.constant 16 : i64
      %c8_i64 = arith.constant 8 : i64
      %c576_i64 = arith.constant 576 : i64
      %c-111_i32 = arith.constant -111 : i32
      %c113_i32 = arith.constant 113 : i32
      %c-126_i32 = arith.constant -126 : i32
      %c127_i32 = arith.constant 127 : i32
      %c255_i32 = arith.constant 255 : i32
      %c23_i32 = arith.constant 23 : i32
      %c44_i32 = arith.constant 44 : i32
      %c40_i32 = arith.constant 40 : i32
      %c36_i32 = arith.constant 36 : i32
      %c28_i32 = arith.constant 28 : i32
      %c24_i32 = arith.constant 24 : i32
      %c20_i32 = arith.constant 20 : i32
      %c12_i32 = arith.constant 12 : i32
      %c32_i32 = arith.constant 32 : i32
      %c4_i32 = arith.constant 4 : i32
      %c2_i32 = arith.constant 2 : i32
      %c31_i32 = arith.constant 31 : i32
      %c-1_i32 = arith.constant -1 : i32
      %c16_i32 = arith.constant 16 : i32
      %c4096_i32 = arith.constant 4096 : i32
      %c2_i64 = arith.constant 2 : i64
      %c8_i32 = arith.constant 8 : i32
      %c384_i32 = arith.constant 384 : i32
      %c2048_i32 = arith.constant 2048 : i32
      %c65536_i32 = arith.constant 65536 : i32
      %c64_i32 = arith.constant 64 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c4_i64 = arith.constant 4 : i64
      %c128_i32 = arith.constant 128 : i32
      %1 = nvvm.read.ptx.sreg.tid.x : i32
      %2 = nvvm.read.ptx.sreg.ctaid.x : i32
      %3 = nvvm.read.ptx.sreg.ctaid.z : i32
      %4 = arith.floordivsi %1, %c128_i32 : i32
      %5 = cute_nvgpu.arch.make_warp_uniform(%4) : i32
      %smem = cute.memref.alloca() {smem.partition_id = 1 : i32, smem.struct_fields = ["sQ:32768:0", "sKV:131072:32768", "sP:8192:163840", "sValid:512:172032", "sMaxW:1024:172544", "sMerge:256:173568", "sRed:48:173824", "sUnit:8:173872", "sExp:32:173888", "sMisc:16:173920"]} : !memref_smem_i8
      %iter = cute.get_iter(%smem) : !memref_smem_i8
      %int_tuple = cute.make_int_tuple() : () -> !cute.int_tuple<"32768">
      %ptr = cute.add_offset(%iter, %int_tuple) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"32768">) -> !cute.ptr<i8, smem, align<1024>>
      %int_tuple_5 = cute.make_int_tuple() : () -> !cute.int_tuple<"163840">
      %ptr_6 = cute.add_offset(%iter, %int_tuple_5) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"163840">) -> !cute.ptr<i8, smem, align<1024>>
      %int_tuple_7 = cute.make_int_tuple() : () -> !cute.int_tuple<"172032">
      %ptr_8 = cute.add_offset(%iter, %int_tuple_7) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"172032">) -> !cute.ptr<i8, smem, align<1024>>
      %int_tuple_9 = cute.make_int_tuple() : () -> !cute.int_tuple<"172544">
      %ptr_10 = cute.add_offset(%iter, %int_tuple_9) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"172544">) -> !cute.ptr<i8, smem, align<512>>
      %int_tuple_11 = cute.make_int_tuple() : () -> !cute.int_tuple<"173568">
      %ptr_12 = cute.add_offset(%iter, %int_tuple_11) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"173568">) -> !cute.ptr<i8, smem, align<512>>
      %int_tuple_13 = cute.make_int_tuple() : () -> !cute.int_tuple<"173824">
      %ptr_14 = cute.add_offset(%iter, %int_tuple_13) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"173824">) -> !cute.ptr<i8, smem, align<256>>
      %int_tuple_15 = cute.make_int_tuple() : () -> !cute.int_tuple<"173872">
      %ptr_16 = cute.add_offset(%iter, %int_tuple_15) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"173872">) -> !cute.ptr<i8, smem, align<16>>
      %int_tuple_17 = cute.make_int_tuple() : () -> !cute.int_tuple<"173888">
      %ptr_18 = cute.add_offset(%iter, %int_tuple_17) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"173888">) -> !cute.ptr<i8, smem, align<64>>
      %int_tuple_19 = cute.make_int_tuple() : () -> !cute.int_tuple<"173920">
      %ptr_20 = cute.add_offset(%iter, %int_tuple_19) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"173920">) -> !cute.ptr<i8, smem, align<32>>
      %iter_21 = cute.recast_iter(%iter) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<f16, smem, align<1024>>
      %6 = cute.ptrtoint(%iter_21) : !cute.ptr<f16, smem, align<1024>> to i32
      %iter_22 = cute.recast_iter(%ptr) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<f16, smem, align<1024>>
      %7 = cute.ptrtoint(%iter_22) : !cute.ptr<f16, smem, align<1024>> to i32
      %iter_23 = cute.recast_iter(%ptr_8) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<i32, smem, align<1024>>
      %8 = cute.ptrtoint(%iter_23) : !cute.ptr<i32, smem, align<1024>> to i32
      %iter_24 = cute.recast_iter(%ptr_14) : !cute.ptr<i8, smem, align<256>> to !cute.ptr<i32, smem, align<256>>
      %9 = cute.ptrtoint(%iter_24) : !cute.ptr<i32, smem, align<256>> to i32
      %10 = arith.extsi %2 : i32 to i64
      %11 = arith.muli %10, %c4_i64 : i64
      %12 = arith.addi %arg13, %11 : i64
      %13 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, {$r2}; @p ld.global.nc.b32 {$w0}, [{$r0}]; }" ro(%12, %c1_i32, %c0_i32 : i64, i32, i32) -> i32
      %14 = arith.maxsi %13, %c0_i32 : i32
      %15 = arith.minsi %14, %arg14 : i32
      %16 = arith.addi %15, %c63_i32 : i32
      %17 = arith.floordivsi %16, %c64_i32 : i32
      %18 = arith.addi %arg22, %11 : i64
      %19 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, {$r2}; @p ld.global.nc.b32 {$w0}, [{$r0}]; }" ro(%18, %c1_i32, %c0_i32 : i64, i32, i32) -> i32
      %20 = arith.maxsi %19, %c0_i32 : i32
      %21 = arith.minsi %20, %arg23 : i32
      %22 = arith.addi %21, %c63_i32 : i32
      %23 = arith.floordivsi %22, %c64_i32 : i32
      %24 = arith.addi %17, %23 : i32
      %25 = arith.addi %24, %arg33 : i32
      %26 = arith.subi %25, %c1_i32 : i32
      %27 = arith.floordivsi %26, %arg33 : i32
      %28 = arith.muli %3, %27 : i32
      %29 = arith.minsi %28, %24 : i32
      %30 = arith.addi %29, %27 : i32
      %31 = arith.minsi %30, %24 : i32
      %32 = arith.addi %7, %c65536_i32 : i32
      scf.for %arg34 = %1 to %c2048_i32 step %c384_i32  : i32 {
        %95 = arith.floordivsi %arg34, %c64_i32 : i32
        %96 = arith.remsi %arg34, %c64_i32 : i32
        %97 = arith.muli %96, %c8_i32 : i32
        %98 = arith.subi %arg31, %c1_i32 : i32
        %99 = arith.minsi %95, %98 : i32
        %100 = arith.extsi %arg3 : i32 to i64
        %101 = arith.muli %10, %100 : i64
        %102 = arith.extsi %99 : i32 to i64
        %103 = arith.extsi %arg4 : i32 to i64
        %104 = arith.muli %102, %103 : i64
        %105 = arith.addi %101, %104 : i64
        %106 = arith.extsi %97 : i32 to i64
        %107 = arith.addi %105, %106 : i64
        %108 = arith.muli %107, %c2_i64 : i64
        %109 = arith.addi %arg2, %108 : i64
        %110 = arith.floordivsi %97, %c64_i32 : i32
        %111 = arith.muli %110, %c4096_i32 : i32
        %112 = arith.muli %95, %c128_i32 : i32
        %113 = arith.addi %111, %112 : i32
        %114 = arith.remsi %97, %c64_i32 : i32
        %115 = arith.floordivsi %114, %c8_i32 : i32
        %116 = arith.remsi %95, %c8_i32 : i32
        %117 = arith.xori %115, %116 : i32
        %118 = arith.muli %117, %c16_i32 : i32
        %119 = arith.addi %113, %118 : i32
        %120 = arith.addi %32, %119 : i32
        %121 = arith.cmpi slt, %95, %arg31 : i32
        %122 = arith.select %121, %c16_i32, %c0_i32 : i32
        nvvm.inline_ptx "cp.async.cg.shared.global [{$r0}], [{$r1}], 16, {$r2};" ro(%120, %109, %122 : i32, i64, i32)
      } {loop_annotation = #loop_annotation}
      nvvm.cp.async.commit.group
      nvvm.cp.async.wait.group 0
      nvvm.barrier
      %33 = scf.for %arg34 = %1 to %c2048_i32 step %c384_i32 iter_args(%arg35 = %c0_i32) -> (i32)  : i32 {
        %95 = arith.floordivsi %arg34, %c64_i32 : i32
        %96 = arith.remsi %arg34, %c64_i32 : i32
        %97 = arith.muli %96, %c8_i32 : i32
        %98 = arith.floordivsi %97, %c64_i32 : i32
        %99 = arith.muli %98, %c4096_i32 : i32
        %100 = arith.muli %95, %c128_i32 : i32
        %101 = arith.addi %99, %100 : i32
        %102 = arith.remsi %97, %c64_i32 : i32
        %103 = arith.floordivsi %102, %c8_i32 : i32
        %104 = arith.remsi %95, %c8_i32 : i32
        %105 = arith.xori %103, %104 : i32
        %106 = arith.muli %105, %c16_i32 : i32
        %107 = arith.addi %101, %106 : i32
        %108 = arith.addi %32, %107 : i32
        %109 = nvvm.inline_ptx "{\0A.reg .b32 a<4>, t;\0Ald.shared.v4.b32 {a0, a1, a2, a3}, [{$r0}];\0Amov.b32 {$w0}, {$r1};\0Aand.b32 t, a0, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, a0, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, a1, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, a1, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, a2, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, a2, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, a3, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, a3, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0A}" ro(%108, %arg35 : i32, i32) -> i32
        scf.yield %109 : i32
      } {loop_annotation = #loop_annotation}
      %34 = arith.shli %33, %c16_i32 : i32
      %35 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%34 : i32) -> f32
      %36 = nvvm.shfl.sync bfly %c-1_i32, %35, %c1_i32, %c31_i32 : f32 -> f32
      %37 = nvvm.fmax %35, %36
      %38 = nvvm.shfl.sync bfly %c-1_i32, %37, %c2_i32, %c31_i32 : f32 -> f32
      %39 = nvvm.fmax %37, %38
      %40 = nvvm.shfl.sync bfly %c-1_i32, %39, %c4_i32, %c31_i32 : f32 -> f32
      %41 = nvvm.fmax %39, %40
      %42 = nvvm.shfl.sync bfly %c-1_i32, %41, %c8_i32, %c31_i32 : f32 -> f32
      %43 = nvvm.fmax %41, %42
      %44 = nvvm.shfl.sync bfly %c-1_i32, %43, %c16_i32, %c31_i32 : f32 -> f32
      %45 = nvvm.fmax %43, %44
      %46 = arith.remsi %1, %c32_i32 : i32
      %47 = arith.cmpi eq, %46, %c0_i32 : i32
      scf.if %47 {
        %95 = arith.floordivsi %1, %c32_i32 : i32
        %96 = arith.muli %95, %c4_i32 : i32
        %97 = arith.addi %9, %96 : i32
        %98 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %45 : (f32) -> f32
        %99 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%98 : f32) -> i32
        nvvm.inline_ptx "st.shared.b32 [{$r0}], {$r1};" ro(%97, %99 : i32, i32)
      }
      nvvm.barrier
      %48 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%9 : i32) -> i32
      %49 = arith.maxsi %48, %c0_i32 : i32
      %50 = arith.addi %9, %c4_i32 : i32
      %51 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%50 : i32) -> i32
      %52 = arith.maxsi %49, %51 : i32
      %53 = arith.addi %9, %c8_i32 : i32
      %54 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%53 : i32) -> i32
      %55 = arith.maxsi %52, %54 : i32
      %56 = arith.addi %9, %c12_i32 : i32
      %57 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%56 : i32) -> i32
      %58 = arith.maxsi %55, %57 : i32
      %59 = arith.addi %9, %c16_i32 : i32
      %60 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%59 : i32) -> i32
      %61 = arith.maxsi %58, %60 : i32
      %62 = arith.addi %9, %c20_i32 : i32
      %63 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%62 : i32) -> i32
      %64 = arith.maxsi %61, %63 : i32
      %65 = arith.addi %9, %c24_i32 : i32
      %66 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%65 : i32) -> i32
      %67 = arith.maxsi %64, %66 : i32
      %68 = arith.addi %9, %c28_i32 : i32
      %69 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%68 : i32) -> i32
      %70 = arith.maxsi %67, %69 : i32
      %71 = arith.addi %9, %c32_i32 : i32
      %72 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%71 : i32) -> i32
      %73 = arith.maxsi %70, %72 : i32
      %74 = arith.addi %9, %c36_i32 : i32
      %75 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%74 : i32) -> i32
      %76 = arith.maxsi %73, %75 : i32
      %77 = arith.addi %9, %c40_i32 : i32
      %78 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%77 : i32) -> i32
      %79 = arith.maxsi %76, %78 : i32
      %80 = arith.addi %9, %c44_i32 : i32
      %81 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%80 : i32) -> i32
      %82 = arith.maxsi %79, %81 : i32
      %83 = arith.shrsi %82, %c23_i32 : i32
      %84 = arith.andi %83, %c255_i32 : i32
      %85 = arith.subi %84, %c141_i32 : i32
      %86 = arith.maxsi %85, %c-126_i32 : i32
      %87 = arith.minsi %86, %c113_i32 : i32
      %88 = arith.subi %c127_i32, %87 : i32
      %89 = arith.shli %88, %c23_i32 : i32
      %90 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%89 : i32) -> f32
      scf.for %arg34 = %1 to %c2048_i32 step %c384_i32  : i32 {
        %95 = arith.floordivsi %arg34, %c64_i32 : i32
        %96 = arith.remsi %arg34, %c64_i32 : i32
        %97 = arith.muli %96, %c8_i32 : i32
        %98 = arith.floordivsi %97, %c64_i32 : i32
        %99 = arith.muli %98, %c4096_i32 : i32
        %100 = arith.muli %95, %c128_i32 : i32
        %101 = arith.addi %99, %100 : i32
        %102 = arith.remsi %97, %c64_i32 : i32
        %103 = arith.floordivsi %102, %c8_i32 : i32
        %104 = arith.remsi %95, %c8_i32 : i32
        %105 = arith.xori %103, %104 : i32
        %106 = arith.muli %105, %c16_i32 : i32
        %107 = arith.addi %101, %106 : i32
        %108 = arith.addi %32, %107 : i32
        %109 = arith.addi %6, %107 : i32
        %110 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %90 : (f32) -> f32
        nvvm.inline_ptx "{\0A.reg .b32 a<4>, o<4>;\0A.reg .f32 lo, hi;\0Ald.shared.v4.b32 {a0, a1, a2, a3}, [{$r0}];\0Ashl.b32 lo, a0, 16;\0Aand.b32 hi, a0, 0xFFFF0000;\0Amul.f32 lo, lo, {$r2};\0Amul.f32 hi, hi, {$r2};\0Acvt.rn.f16x2.f32 o0, hi, lo;\0Ashl.b32 lo, a1, 16;\0Aand.b32 hi, a1, 0xFFFF0000;\0Amul.f32 lo, lo, {$r2};\0Amul.f32 hi, hi, {$r2};\0Acvt.rn.f16x2.f32 o1, hi, lo;\0Ashl.b32 lo, a2, 16;\0Aand.b32 hi, a2, 0xFFFF0000;\0Amul.f32 lo, lo, {$r2};\0Amul.f32 hi, hi, {$r2};\0Acvt.rn.f16x2.f32 o2, hi, lo;\0Ashl.b32 lo, a3, 16;\0Aand.b32 hi, a3, 0xFFFF0000;\0Amul.f32 lo, lo, {$r2};\0Amul.f32 hi, hi, {$r2};\0Acvt.rn.f16x2.f32 o3, hi, lo;\0Ast.shared.v4.b32 [{$r1}], {o0, o1, o2, o3};\0A}" ro(%108, %109, %110 : i32, i32, f32)
      } {loop_annotation = #loop_annotation}
      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
      nvvm.barrier
      %91 = arith.addi %87, %c127_i32 : i32
      %92 = arith.shli %91, %c23_i32 : i32
      %93 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%92 : i32) -> f32
      %94 = arith.cmpi eq, %5, %c0_i32 : i32
      scf.if %94 {
        nvvm.setmaxregister decrease 104
        %95 = arith.remsi %1, %c64_i32 : i32
        %96 = arith.floordivsi %1, %c64_i32 : i32
        %iter_25 = cute.recast_iter(%ptr_16) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
        %97 = cute.ptrtoint(%iter_25) : !cute.ptr<f32, smem, align<16>> to i32
        %iter_26 = cute.recast_iter(%ptr_18) : !cute.ptr<i8, smem, align<64>> to !cute.ptr<i32, smem, align<64>>
        %98 = cute.ptrtoint(%iter_26) : !cute.ptr<i32, smem, align<64>> to i32
        %99 = arith.muli %29, %c64_i32 : i32
        %100 = arith.addi %99, %95 : i32
        %101 = arith.cmpi slt, %29, %31 : i32
        %102 = arith.cmpi slt, %100, %15 : i32
        %103 = arith.andi %101, %102 : i1
        %104 = arith.extsi %arg12 : i32 to i64
        %105 = arith.muli %10, %104 : i64
        %106 = arith.extsi %100 : i32 to i64
        %107 = arith.addi %105, %106 : i64
        %108 = arith.muli %107, %c4_i64 : i64
        %109 = arith.addi %arg11, %108 : i64
        %110 = arith.cmpi sge, %29, %17 : i32
        %111:2 = scf.if %110 -> (i1, i64) {
          %118 = arith.subi %29, %17 : i32
          %119 = arith.muli %118, %c64_i32 : i32
          %120 = arith.addi %119, %95 : i32
          %121 = arith.cmpi slt, %120, %21 : i32
          %122 = arith.andi %101, %121 : i1
          %123 = arith.extsi %arg21 : i32 to i64
          %124 = arith.muli %10, %123 : i64
          %125 = arith.extsi %120 : i32 to i64
          %126 = arith.addi %124, %125 : i64
          %127 = arith.muli %126, %c4_i64 : i64
          %128 = arith.addi %arg20, %127 : i64
          scf.yield %122, %128 : i1, i64
        } else {
          scf.yield %103, %109 : i1, i64
        }
        %112 = arith.extui %111#0 : i1 to i32
        %113 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, {$r2}; @p ld.global.nc.b32 {$w0}, [{$r0}]; }" ro(%111#1, %112, %c-1_i32 : i64, i32, i32) -> i32
        %114:2 = scf.for %arg34 = %29 to %31 step %c1_i32 iter_args(%arg35 = %c-111_i32, %arg36 = %113) -> (i32, i32)  : i32 {
          %118 = arith.subi %arg34, %29 : i32
          %119 = arith.addi %arg34, %c1_i32 : i32
          %120 = arith.muli %119, %c64_i32 : i32
          %121 = arith.addi %120, %95 : i32
          %122 = arith.cmpi slt, %119, %31 : i32
          %123 = arith.cmpi slt, %121, %15 : i32
          %124 = arith.andi %122, %123 : i1
          %125 = arith.extsi %121 : i32 to i64
          %126 = arith.addi %105, %125 : i64
          %127 = arith.muli %126, %c4_i64 : i64
          %128 = arith.addi %arg11, %127 : i64
          %129 = arith.cmpi sge, %119, %17 : i32
          %130:2 = scf.if %129 -> (i1, i64) {
            %135 = arith.subi %119, %17 : i32
            %136 = arith.muli %135, %c64_i32 : i32
            %137 = arith.addi %136, %95 : i32
            %138 = arith.cmpi slt, %137, %21 : i32
            %139 = arith.andi %122, %138 : i1
            %140 = arith.extsi %arg21 : i32 to i64
            %141 = arith.muli %10, %140 : i64
            %142 = arith.extsi %137 : i32 to i64
            %143 = arith.addi %141, %142 : i64
            %144 = arith.muli %143, %c4_i64 : i64
            %145 = arith.addi %arg20, %144 : i64
            scf.yield %139, %145 : i1, i64
          } else {
            scf.yield %124, %128 : i1, i64
          }
          %131 = arith.extui %130#0 : i1 to i32
          %132 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, {$r2}; @p ld.global.nc.b32 {$w0}, [{$r0}]; }" ro(%130#1, %131, %c-1_i32 : i64, i32, i32) -> i32
          %133 = arith.cmpi slt, %arg34, %17 : i32
          %134 = scf.if %133 -> (i32) {
            %135 = arith.remsi %118, %c2_i32 : i32
            %136 = arith.cmpi sge, %arg36, %c0_i32 : i32
            %137 = arith.cmpi slt, %arg36, %arg17 : i32
            %138 = arith.andi %136, %137 : i1
            %139 = arith.select %138, %arg36, %c0_i32 : i32
            %140 = arith.floordivsi %139, %arg15 : i32
            %141 = arith.remsi %139, %arg15 : i32
            %142 = arith.extsi %140 : i32 to i64
            %143 = arith.extsi %arg16 : i32 to i64
            %144 = arith.muli %142, %143 : i64
            %145 = arith.addi %arg10, %144 : i64
            %146 = arith.extui %138 : i1 to i32
            %147 = arith.muli %135, %c65536_i32 : i32
            %148 = arith.addi %7, %147 : i32
            %149 = arith.cmpi eq, %96, %c0_i32 : i32
            %150 = scf.if %149 -> (i32) {
              %152 = arith.extsi %141 : i32 to i64
              %153 = arith.muli %152, %c576_i64 : i64
              %154 = arith.addi %145, %153 : i64
              %155 = arith.extsi %arg15 : i32 to i64
              %156 = arith.muli %155, %c576_i64 : i64
              %157 = arith.addi %145, %156 : i64
              %158 = arith.muli %152, %c8_i64 : i64
              %159 = arith.addi %157, %158 : i64
              %160 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, {$r2}; @p ld.global.nc.b32 {$w0}, [{$r0}]; }" ro(%159, %146, %c0_i32 : i64, i32, i32) -> i32
              %161 = arith.addi %159, %c4_i64 : i64
              %162 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, {$r2}; @p ld.global.nc.b32 {$w0}, [{$r0}]; }" ro(%161, %146, %c0_i32 : i64, i32, i32) -> i32
              %163:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%154, %146 : i64, i32) -> i32, i32, i32, i32
              %164 = arith.addi %154, %c16_i64 : i64
              %165:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%164, %146 : i64, i32) -> i32, i32, i32, i32
              %166 = arith.addi %154, %c32_i64 : i64
              %167:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%166, %146 : i64, i32) -> i32, i32, i32, i32
              %168 = arith.addi %154, %c48_i64 : i64
              %169:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%168, %146 : i64, i32) -> i32, i32, i32, i32
              %170 = arith.addi %154, %c64_i64 : i64
              %171:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%170, %146 : i64, i32) -> i32, i32, i32, i32
              %172 = arith.addi %154, %c80_i64 : i64
              %173:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%172, %146 : i64, i32) -> i32, i32, i32, i32
              %174 = arith.addi %154, %c96_i64 : i64
              %175:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%174, %146 : i64, i32) -> i32, i32, i32, i32
              %176 = arith.addi %154, %c112_i64 : i64
              %177:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%176, %146 : i64, i32) -> i32, i32, i32, i32
              %178 = arith.addi %154, %c128_i64 : i64
              %179:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%178, %146 : i64, i32) -> i32, i32, i32, i32
              %180 = arith.addi %154, %c144_i64 : i64
              %181:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%180, %146 : i64, i32) -> i32, i32, i32, i32
              %182 = arith.addi %154, %c160_i64 : i64
              %183:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%182, %146 : i64, i32) -> i32, i32, i32, i32
              %184 = arith.addi %154, %c176_i64 : i64
              %185:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%184, %146 : i64, i32) -> i32, i32, i32, i32
              %186 = arith.addi %154, %c192_i64 : i64
              %187:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%186, %146 : i64, i32) -> i32, i32, i32, i32
              %188 = arith.addi %154, %c208_i64 : i64
              %189:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%188, %146 : i64, i32) -> i32, i32, i32, i32
              %190 = arith.addi %154, %c224_i64 : i64
              %191:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%190, %146 : i64, i32) -> i32, i32, i32, i32
              %192 = arith.addi %154, %c240_i64 : i64
              %193:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%192, %146 : i64, i32) -> i32, i32, i32, i32
              %194 = arith.addi %154, %c256_i64 : i64
              %195:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%194, %146 : i64, i32) -> i32, i32, i32, i32
              %196 = arith.addi %154, %c272_i64 : i64
              %197:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%196, %146 : i64, i32) -> i32, i32, i32, i32
              %198 = arith.andi %160, %c255_i32 : i32
              %199 = arith.shrsi %160, %c8_i32 : i32
              %200 = arith.andi %199, %c255_i32 : i32
              %201 = arith.shrsi %160, %c16_i32 : i32
              %202 = arith.andi %201, %c255_i32 : i32
              %203 = arith.shrsi %160, %c24_i32 : i32
              %204 = arith.andi %203, %c255_i32 : i32
              %205 = arith.andi %162, %c255_i32 : i32
              %206 = arith.shrsi %162, %c8_i32 : i32
              %207 = arith.andi %206, %c255_i32 : i32
              %208 = arith.shrsi %162, %c16_i32 : i32
              %209 = arith.andi %208, %c255_i32 : i32
              %210 = arith.maxsi %198, %200 : i32
              %211 = arith.maxsi %210, %202 : i32
              %212 = arith.maxsi %211, %204 : i32
              %213 = arith.maxsi %212, %205 : i32
              %214 = arith.maxsi %213, %207 : i32
              %215 = arith.maxsi %214, %209 : i32
              %216 = arith.subi %215, %c118_i32 : i32
              %217 = arith.select %138, %216, %c-1000_i32 : i32
              %218 = nvvm.shfl.sync bfly %c-1_i32, %217, %c1_i32, %c31_i32 : i32 -> i32
              %219 = arith.maxsi %217, %218 : i32
              %220 = nvvm.shfl.sync bfly %c-1_i32, %219, %c2_i32, %c31_i32 : i32 -> i32
              %221 = arith.maxsi %219, %220 : i32
              %222 = nvvm.shfl.sync bfly %c-1_i32, %221, %c4_i32, %c31_i32 : i32 -> i32
              %223 = arith.maxsi %221, %222 : i32
              %224 = nvvm.shfl.sync bfly %c-1_i32, %223, %c8_i32, %c31_i32 : i32 -> i32
              %225 = arith.maxsi %223, %224 : i32
              %226 = nvvm.shfl.sync bfly %c-1_i32, %225, %c16_i32, %c31_i32 : i32 -> i32
              %227 = arith.maxsi %225, %226 : i32
              %228 = arith.muli %135, %c16_i32 : i32
              %229 = arith.addi %98, %228 : i32
              %230 = arith.remsi %95, %c32_i32 : i32
              %231 = arith.cmpi eq, %230, %c0_i32 : i32
              scf.if %231 {
                %375 = arith.floordivsi %95, %c32_i32 : i32
                %376 = arith.muli %375, %c4_i32 : i32
                %377 = arith.addi %229, %376 : i32
                nvvm.inline_ptx "st.shared.b32 [{$r0}], {$r1};" ro(%377, %227 : i32, i32)
              }
              nvvm.barrier id = %c6_i32 number_of_threads = %c128_i32
              %232 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%229 : i32) -> i32
              %233 = arith.addi %229, %c4_i32 : i32
              %234 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%233 : i32) -> i32
              %235 = arith.maxsi %232, %234 : i32
              %236 = arith.addi %229, %c8_i32 : i32
              %237 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%236 : i32) -> i32
              %238 = arith.maxsi %235, %237 : i32
              %239 = arith.addi %229, %c12_i32 : i32
              %240 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%239 : i32) -> i32
              %241 = arith.maxsi %238, %240 : i32
              %242 = arith.maxsi %241, %arg35 : i32
              %243 = arith.maxsi %242, %c-111_i32 : i32
              %244 = arith.minsi %243, %c142_i32 : i32
              %245 = arith.cmpi sge, %118, %c2_i32 : i32
              scf.if %245 {
                %375 = arith.addi %135, %c3_i32 : i32
                nvvm.barrier id = %375 number_of_threads = %c256_i32
              }
              %246 = arith.addi %198, %c15_i32 : i32
              %247 = arith.subi %246, %244 : i32
              %248 = arith.maxsi %247, %c0_i32 : i32
              %249 = arith.shli %248, %c23_i32 : i32
              %250 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%249 : i32) -> f32
              %251 = arith.addi %200, %c15_i32 : i32
              %252 = arith.subi %251, %244 : i32
              %253 = arith.maxsi %252, %c0_i32 : i32
              %254 = arith.shli %253, %c23_i32 : i32
              %255 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%254 : i32) -> f32
              %256 = arith.addi %202, %c15_i32 : i32
              %257 = arith.subi %256, %244 : i32
              %258 = arith.maxsi %257, %c0_i32 : i32
              %259 = arith.shli %258, %c23_i32 : i32
              %260 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%259 : i32) -> f32
              %261 = arith.addi %204, %c15_i32 : i32
              %262 = arith.subi %261, %244 : i32
              %263 = arith.maxsi %262, %c0_i32 : i32
              %264 = arith.shli %263, %c23_i32 : i32
              %265 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%264 : i32) -> f32
              %266 = arith.addi %205, %c15_i32 : i32
              %267 = arith.subi %266, %244 : i32
              %268 = arith.maxsi %267, %c0_i32 : i32
              %269 = arith.shli %268, %c23_i32 : i32
              %270 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%269 : i32) -> f32
              %271 = arith.subi %c142_i32, %244 : i32
              %272 = arith.shli %271, %c23_i32 : i32
              %273 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%272 : i32) -> f32
              %274 = arith.muli %95, %c128_i32 : i32
              %275 = arith.remsi %95, %c8_i32 : i32
              %276 = arith.muli %275, %c16_i32 : i32
              %277 = arith.addi %274, %276 : i32
              %278 = arith.addi %148, %277 : i32
              %279 = arith.xori %275, %c1_i32 : i32
              %280 = arith.muli %279, %c16_i32 : i32
              %281 = arith.addi %274, %280 : i32
              %282 = arith.addi %148, %281 : i32
              %283 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %250 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%163#0, %163#1, %163#2, %163#3, %283, %278, %282 : i32, i32, i32, i32, f32, i32, i32)
              %284 = arith.xori %275, %c2_i32 : i32
              %285 = arith.muli %284, %c16_i32 : i32
              %286 = arith.addi %274, %285 : i32
              %287 = arith.addi %148, %286 : i32
              %288 = arith.xori %275, %c3_i32 : i32
              %289 = arith.muli %288, %c16_i32 : i32
              %290 = arith.addi %274, %289 : i32
              %291 = arith.addi %148, %290 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%165#0, %165#1, %165#2, %165#3, %283, %287, %291 : i32, i32, i32, i32, f32, i32, i32)
              %292 = arith.xori %275, %c4_i32 : i32
              %293 = arith.muli %292, %c16_i32 : i32
              %294 = arith.addi %274, %293 : i32
              %295 = arith.addi %148, %294 : i32
              %296 = arith.xori %275, %c5_i32 : i32
              %297 = arith.muli %296, %c16_i32 : i32
              %298 = arith.addi %274, %297 : i32
              %299 = arith.addi %148, %298 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%167#0, %167#1, %167#2, %167#3, %283, %295, %299 : i32, i32, i32, i32, f32, i32, i32)
              %300 = arith.xori %275, %c6_i32 : i32
              %301 = arith.muli %300, %c16_i32 : i32
              %302 = arith.addi %274, %301 : i32
              %303 = arith.addi %148, %302 : i32
              %304 = arith.xori %275, %c7_i32 : i32
              %305 = arith.muli %304, %c16_i32 : i32
              %306 = arith.addi %274, %305 : i32
              %307 = arith.addi %148, %306 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%169#0, %169#1, %169#2, %169#3, %283, %303, %307 : i32, i32, i32, i32, f32, i32, i32)
              %308 = arith.addi %274, %c8192_i32 : i32
              %309 = arith.addi %308, %276 : i32
              %310 = arith.addi %148, %309 : i32
              %311 = arith.addi %308, %280 : i32
              %312 = arith.addi %148, %311 : i32
              %313 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %255 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%171#0, %171#1, %171#2, %171#3, %313, %310, %312 : i32, i32, i32, i32, f32, i32, i32)
              %314 = arith.addi %308, %285 : i32
              %315 = arith.addi %148, %314 : i32
              %316 = arith.addi %308, %289 : i32
              %317 = arith.addi %148, %316 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%173#0, %173#1, %173#2, %173#3, %313, %315, %317 : i32, i32, i32, i32, f32, i32, i32)
              %318 = arith.addi %308, %293 : i32
              %319 = arith.addi %148, %318 : i32
              %320 = arith.addi %308, %297 : i32
              %321 = arith.addi %148, %320 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%175#0, %175#1, %175#2, %175#3, %313, %319, %321 : i32, i32, i32, i32, f32, i32, i32)
              %322 = arith.addi %308, %301 : i32
              %323 = arith.addi %148, %322 : i32
              %324 = arith.addi %308, %305 : i32
              %325 = arith.addi %148, %324 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%177#0, %177#1, %177#2, %177#3, %313, %323, %325 : i32, i32, i32, i32, f32, i32, i32)
              %326 = arith.addi %274, %c16384_i32 : i32
              %327 = arith.addi %326, %276 : i32
              %328 = arith.addi %148, %327 : i32
              %329 = arith.addi %326, %280 : i32
              %330 = arith.addi %148, %329 : i32
              %331 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %260 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%179#0, %179#1, %179#2, %179#3, %331, %328, %330 : i32, i32, i32, i32, f32, i32, i32)
              %332 = arith.addi %326, %285 : i32
              %333 = arith.addi %148, %332 : i32
              %334 = arith.addi %326, %289 : i32
              %335 = arith.addi %148, %334 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%181#0, %181#1, %181#2, %181#3, %331, %333, %335 : i32, i32, i32, i32, f32, i32, i32)
              %336 = arith.addi %326, %293 : i32
              %337 = arith.addi %148, %336 : i32
              %338 = arith.addi %326, %297 : i32
              %339 = arith.addi %148, %338 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%183#0, %183#1, %183#2, %183#3, %331, %337, %339 : i32, i32, i32, i32, f32, i32, i32)
              %340 = arith.addi %326, %301 : i32
              %341 = arith.addi %148, %340 : i32
              %342 = arith.addi %326, %305 : i32
              %343 = arith.addi %148, %342 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%185#0, %185#1, %185#2, %185#3, %331, %341, %343 : i32, i32, i32, i32, f32, i32, i32)
              %344 = arith.addi %274, %c24576_i32 : i32
              %345 = arith.addi %344, %276 : i32
              %346 = arith.addi %148, %345 : i32
              %347 = arith.addi %344, %280 : i32
              %348 = arith.addi %148, %347 : i32
              %349 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %265 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%187#0, %187#1, %187#2, %187#3, %349, %346, %348 : i32, i32, i32, i32, f32, i32, i32)
              %350 = arith.addi %344, %285 : i32
              %351 = arith.addi %148, %350 : i32
              %352 = arith.addi %344, %289 : i32
              %353 = arith.addi %148, %352 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%189#0, %189#1, %189#2, %189#3, %349, %351, %353 : i32, i32, i32, i32, f32, i32, i32)
              %354 = arith.addi %344, %293 : i32
              %355 = arith.addi %148, %354 : i32
              %356 = arith.addi %344, %297 : i32
              %357 = arith.addi %148, %356 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%191#0, %191#1, %191#2, %191#3, %349, %355, %357 : i32, i32, i32, i32, f32, i32, i32)
              %358 = arith.addi %344, %301 : i32
              %359 = arith.addi %148, %358 : i32
              %360 = arith.addi %344, %305 : i32
              %361 = arith.addi %148, %360 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%193#0, %193#1, %193#2, %193#3, %349, %359, %361 : i32, i32, i32, i32, f32, i32, i32)
              %362 = arith.addi %274, %c32768_i32 : i32
              %363 = arith.addi %362, %276 : i32
              %364 = arith.addi %148, %363 : i32
              %365 = arith.addi %362, %280 : i32
              %366 = arith.addi %148, %365 : i32
              %367 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %270 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%195#0, %195#1, %195#2, %195#3, %367, %364, %366 : i32, i32, i32, i32, f32, i32, i32)
              %368 = arith.addi %362, %285 : i32
              %369 = arith.addi %148, %368 : i32
              %370 = arith.addi %362, %289 : i32
              %371 = arith.addi %148, %370 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%197#0, %197#1, %197#2, %197#3, %367, %369, %371 : i32, i32, i32, i32, f32, i32, i32)
              %372 = arith.cmpi eq, %95, %c0_i32 : i32
              scf.if %372 {
                %375 = arith.muli %135, %c4_i32 : i32
                %376 = arith.addi %97, %375 : i32
                %377 = arith.addi %244, %c112_i32 : i32
                %378 = arith.shli %377, %c23_i32 : i32
                %379 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%378 : i32) -> f32
                %380 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %379 : (f32) -> f32
                nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%376, %380 : i32, f32)
              }
              %373 = arith.subi %244, %c90_i32 : i32
              %374 = arith.maxsi %arg35, %373 : i32
              scf.yield %374 : i32
            } else {
              %152 = arith.extsi %141 : i32 to i64
              %153 = arith.muli %152, %c576_i64 : i64
              %154 = arith.addi %145, %153 : i64
              %155 = arith.extsi %arg15 : i32 to i64
              %156 = arith.muli %155, %c576_i64 : i64
              %157 = arith.addi %145, %156 : i64
              %158 = arith.muli %152, %c8_i64 : i64
              %159 = arith.addi %157, %158 : i64
              %160 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, {$r2}; @p ld.global.nc.b32 {$w0}, [{$r0}]; }" ro(%159, %146, %c0_i32 : i64, i32, i32) -> i32
              %161 = arith.addi %159, %c4_i64 : i64
              %162 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, {$r2}; @p ld.global.nc.b32 {$w0}, [{$r0}]; }" ro(%161, %146, %c0_i32 : i64, i32, i32) -> i32
              %163 = arith.addi %154, %c288_i64 : i64
              %164:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%163, %146 : i64, i32) -> i32, i32, i32, i32
              %165 = arith.addi %154, %c304_i64 : i64
              %166:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%165, %146 : i64, i32) -> i32, i32, i32, i32
              %167 = arith.addi %154, %c320_i64 : i64
              %168:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%167, %146 : i64, i32) -> i32, i32, i32, i32
              %169 = arith.addi %154, %c336_i64 : i64
              %170:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%169, %146 : i64, i32) -> i32, i32, i32, i32
              %171 = arith.addi %154, %c352_i64 : i64
              %172:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%171, %146 : i64, i32) -> i32, i32, i32, i32
              %173 = arith.addi %154, %c368_i64 : i64
              %174:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%173, %146 : i64, i32) -> i32, i32, i32, i32
              %175 = arith.addi %154, %c384_i64 : i64
              %176:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%175, %146 : i64, i32) -> i32, i32, i32, i32
              %177 = arith.addi %154, %c400_i64 : i64
              %178:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%177, %146 : i64, i32) -> i32, i32, i32, i32
              %179 = arith.addi %154, %c416_i64 : i64
              %180:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%179, %146 : i64, i32) -> i32, i32, i32, i32
              %181 = arith.addi %154, %c432_i64 : i64
              %182:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%181, %146 : i64, i32) -> i32, i32, i32, i32
              %183 = arith.addi %154, %c448_i64 : i64
              %184:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%183, %146 : i64, i32) -> i32, i32, i32, i32
              %185 = arith.addi %154, %c464_i64 : i64
              %186:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%185, %146 : i64, i32) -> i32, i32, i32, i32
              %187 = arith.addi %154, %c480_i64 : i64
              %188:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%187, %146 : i64, i32) -> i32, i32, i32, i32
              %189 = arith.addi %154, %c496_i64 : i64
              %190:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%189, %146 : i64, i32) -> i32, i32, i32, i32
              %191 = arith.addi %154, %c512_i64 : i64
              %192:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%191, %146 : i64, i32) -> i32, i32, i32, i32
              %193 = arith.addi %154, %c528_i64 : i64
              %194:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%193, %146 : i64, i32) -> i32, i32, i32, i32
              %195 = arith.addi %154, %c544_i64 : i64
              %196:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%195, %146 : i64, i32) -> i32, i32, i32, i32
              %197 = arith.addi %154, %c560_i64 : i64
              %198:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%197, %146 : i64, i32) -> i32, i32, i32, i32
              %199 = arith.andi %160, %c255_i32 : i32
              %200 = arith.shrsi %160, %c8_i32 : i32
              %201 = arith.andi %200, %c255_i32 : i32
              %202 = arith.shrsi %160, %c16_i32 : i32
              %203 = arith.andi %202, %c255_i32 : i32
              %204 = arith.shrsi %160, %c24_i32 : i32
              %205 = arith.andi %204, %c255_i32 : i32
              %206 = arith.andi %162, %c255_i32 : i32
              %207 = arith.shrsi %162, %c8_i32 : i32
              %208 = arith.andi %207, %c255_i32 : i32
              %209 = arith.shrsi %162, %c16_i32 : i32
              %210 = arith.andi %209, %c255_i32 : i32
              %211 = arith.maxsi %199, %201 : i32
              %212 = arith.maxsi %211, %203 : i32
              %213 = arith.maxsi %212, %205 : i32
              %214 = arith.maxsi %213, %206 : i32
              %215 = arith.maxsi %214, %208 : i32
              %216 = arith.maxsi %215, %210 : i32
              %217 = arith.subi %216, %c118_i32 : i32
              %218 = nvvm.inline_ptx "{\0A.reg .b32 t;\0Amov.b32 {$w0}, {$r4};\0Aand.b32 t, {$r0}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r0}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r1}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r1}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r2}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r2}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r3}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r3}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0A}" ro(%184#0, %184#1, %184#2, %184#3, %c0_i32 : i32, i32, i32, i32, i32) -> i32
              %219 = nvvm.inline_ptx "{\0A.reg .b32 t;\0Amov.b32 {$w0}, {$r4};\0Aand.b32 t, {$r0}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r0}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r1}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r1}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r2}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r2}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r3}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r3}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0A}" ro(%186#0, %186#1, %186#2, %186#3, %218 : i32, i32, i32, i32, i32) -> i32
              %220 = nvvm.inline_ptx "{\0A.reg .b32 t;\0Amov.b32 {$w0}, {$r4};\0Aand.b32 t, {$r0}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r0}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r1}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r1}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r2}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r2}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r3}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r3}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0A}" ro(%188#0, %188#1, %188#2, %188#3, %219 : i32, i32, i32, i32, i32) -> i32
              %221 = nvvm.inline_ptx "{\0A.reg .b32 t;\0Amov.b32 {$w0}, {$r4};\0Aand.b32 t, {$r0}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r0}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r1}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r1}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r2}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r2}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r3}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r3}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0A}" ro(%190#0, %190#1, %190#2, %190#3, %220 : i32, i32, i32, i32, i32) -> i32
              %222 = nvvm.inline_ptx "{\0A.reg .b32 t;\0Amov.b32 {$w0}, {$r4};\0Aand.b32 t, {$r0}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r0}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r1}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r1}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r2}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r2}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r3}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r3}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0A}" ro(%192#0, %192#1, %192#2, %192#3, %221 : i32, i32, i32, i32, i32) -> i32
              %223 = nvvm.inline_ptx "{\0A.reg .b32 t;\0Amov.b32 {$w0}, {$r4};\0Aand.b32 t, {$r0}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r0}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r1}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r1}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r2}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r2}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r3}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r3}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0A}" ro(%194#0, %194#1, %194#2, %194#3, %222 : i32, i32, i32, i32, i32) -> i32
              %224 = nvvm.inline_ptx "{\0A.reg .b32 t;\0Amov.b32 {$w0}, {$r4};\0Aand.b32 t, {$r0}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r0}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r1}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r1}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r2}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r2}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r3}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r3}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0A}" ro(%196#0, %196#1, %196#2, %196#3, %223 : i32, i32, i32, i32, i32) -> i32
              %225 = nvvm.inline_ptx "{\0A.reg .b32 t;\0Amov.b32 {$w0}, {$r4};\0Aand.b32 t, {$r0}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r0}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r1}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r1}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r2}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r2}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r3}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r3}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0A}" ro(%198#0, %198#1, %198#2, %198#3, %224 : i32, i32, i32, i32, i32) -> i32
              %226 = arith.shrsi %225, %c7_i32 : i32
              %227 = arith.subi %226, %c126_i32 : i32
              %228 = arith.maxsi %217, %227 : i32
              %229 = arith.select %138, %228, %c-1000_i32 : i32
              %230 = nvvm.shfl.sync bfly %c-1_i32, %229, %c1_i32, %c31_i32 : i32 -> i32
              %231 = arith.maxsi %229, %230 : i32
              %232 = nvvm.shfl.sync bfly %c-1_i32, %231, %c2_i32, %c31_i32 : i32 -> i32
              %233 = arith.maxsi %231, %232 : i32
              %234 = nvvm.shfl.sync bfly %c-1_i32, %233, %c4_i32, %c31_i32 : i32 -> i32
              %235 = arith.maxsi %233, %234 : i32
              %236 = nvvm.shfl.sync bfly %c-1_i32, %235, %c8_i32, %c31_i32 : i32 -> i32
              %237 = arith.maxsi %235, %236 : i32
              %238 = nvvm.shfl.sync bfly %c-1_i32, %237, %c16_i32, %c31_i32 : i32 -> i32
              %239 = arith.maxsi %237, %238 : i32
              %240 = arith.muli %135, %c16_i32 : i32
              %241 = arith.addi %98, %240 : i32
              %242 = arith.remsi %95, %c32_i32 : i32
              %243 = arith.cmpi eq, %242, %c0_i32 : i32
              scf.if %243 {
                %359 = arith.floordivsi %95, %c32_i32 : i32
                %360 = arith.addi %359, %c2_i32 : i32
                %361 = arith.muli %360, %c4_i32 : i32
                %362 = arith.addi %241, %361 : i32
                nvvm.inline_ptx "st.shared.b32 [{$r0}], {$r1};" ro(%362, %239 : i32, i32)
              }
              nvvm.barrier id = %c6_i32 number_of_threads = %c128_i32
              %244 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%241 : i32) -> i32
              %245 = arith.addi %241, %c4_i32 : i32
              %246 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%245 : i32) -> i32
              %247 = arith.maxsi %244, %246 : i32
              %248 = arith.addi %241, %c8_i32 : i32
              %249 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%248 : i32) -> i32
              %250 = arith.maxsi %247, %249 : i32
              %251 = arith.addi %241, %c12_i32 : i32
              %252 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%251 : i32) -> i32
              %253 = arith.maxsi %250, %252 : i32
              %254 = arith.maxsi %253, %arg35 : i32
              %255 = arith.maxsi %254, %c-111_i32 : i32
              %256 = arith.minsi %255, %c142_i32 : i32
              %257 = arith.cmpi sge, %118, %c2_i32 : i32
              scf.if %257 {
                %359 = arith.addi %135, %c3_i32 : i32
                nvvm.barrier id = %359 number_of_threads = %c256_i32
              }
              %258 = arith.addi %206, %c15_i32 : i32
              %259 = arith.subi %258, %256 : i32
              %260 = arith.maxsi %259, %c0_i32 : i32
              %261 = arith.shli %260, %c23_i32 : i32
              %262 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%261 : i32) -> f32
              %263 = arith.addi %208, %c15_i32 : i32
              %264 = arith.subi %263, %256 : i32
              %265 = arith.maxsi %264, %c0_i32 : i32
              %266 = arith.shli %265, %c23_i32 : i32
              %267 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%266 : i32) -> f32
              %268 = arith.addi %210, %c15_i32 : i32
              %269 = arith.subi %268, %256 : i32
              %270 = arith.maxsi %269, %c0_i32 : i32
              %271 = arith.shli %270, %c23_i32 : i32
              %272 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%271 : i32) -> f32
              %273 = arith.subi %c142_i32, %256 : i32
              %274 = arith.shli %273, %c23_i32 : i32
              %275 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%274 : i32) -> f32
              %276 = arith.muli %95, %c128_i32 : i32
              %277 = arith.addi %276, %c32768_i32 : i32
              %278 = arith.remsi %95, %c8_i32 : i32
              %279 = arith.xori %278, %c4_i32 : i32
              %280 = arith.muli %279, %c16_i32 : i32
              %281 = arith.addi %277, %280 : i32
              %282 = arith.addi %148, %281 : i32
              %283 = arith.xori %278, %c5_i32 : i32
              %284 = arith.muli %283, %c16_i32 : i32
              %285 = arith.addi %277, %284 : i32
              %286 = arith.addi %148, %285 : i32
              %287 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %262 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%164#0, %164#1, %164#2, %164#3, %287, %282, %286 : i32, i32, i32, i32, f32, i32, i32)
              %288 = arith.xori %278, %c6_i32 : i32
              %289 = arith.muli %288, %c16_i32 : i32
              %290 = arith.addi %277, %289 : i32
              %291 = arith.addi %148, %290 : i32
              %292 = arith.xori %278, %c7_i32 : i32
              %293 = arith.muli %292, %c16_i32 : i32
              %294 = arith.addi %277, %293 : i32
              %295 = arith.addi %148, %294 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%166#0, %166#1, %166#2, %166#3, %287, %291, %295 : i32, i32, i32, i32, f32, i32, i32)
              %296 = arith.addi %276, %c40960_i32 : i32
              %297 = arith.muli %278, %c16_i32 : i32
              %298 = arith.addi %296, %297 : i32
              %299 = arith.addi %148, %298 : i32
              %300 = arith.xori %278, %c1_i32 : i32
              %301 = arith.muli %300, %c16_i32 : i32
              %302 = arith.addi %296, %301 : i32
              %303 = arith.addi %148, %302 : i32
              %304 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %267 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%168#0, %168#1, %168#2, %168#3, %304, %299, %303 : i32, i32, i32, i32, f32, i32, i32)
              %305 = arith.xori %278, %c2_i32 : i32
              %306 = arith.muli %305, %c16_i32 : i32
              %307 = arith.addi %296, %306 : i32
              %308 = arith.addi %148, %307 : i32
              %309 = arith.xori %278, %c3_i32 : i32
              %310 = arith.muli %309, %c16_i32 : i32
              %311 = arith.addi %296, %310 : i32
              %312 = arith.addi %148, %311 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%170#0, %170#1, %170#2, %170#3, %304, %308, %312 : i32, i32, i32, i32, f32, i32, i32)
              %313 = arith.addi %296, %280 : i32
              %314 = arith.addi %148, %313 : i32
              %315 = arith.addi %296, %284 : i32
              %316 = arith.addi %148, %315 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%172#0, %172#1, %172#2, %172#3, %304, %314, %316 : i32, i32, i32, i32, f32, i32, i32)
              %317 = arith.addi %296, %289 : i32
              %318 = arith.addi %148, %317 : i32
              %319 = arith.addi %296, %293 : i32
              %320 = arith.addi %148, %319 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%174#0, %174#1, %174#2, %174#3, %304, %318, %320 : i32, i32, i32, i32, f32, i32, i32)
              %321 = arith.addi %276, %c49152_i32 : i32
              %322 = arith.addi %321, %297 : i32
              %323 = arith.addi %148, %322 : i32
              %324 = arith.addi %321, %301 : i32
              %325 = arith.addi %148, %324 : i32
              %326 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %272 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%176#0, %176#1, %176#2, %176#3, %326, %323, %325 : i32, i32, i32, i32, f32, i32, i32)
              %327 = arith.addi %321, %306 : i32
              %328 = arith.addi %148, %327 : i32
              %329 = arith.addi %321, %310 : i32
              %330 = arith.addi %148, %329 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%178#0, %178#1, %178#2, %178#3, %326, %328, %330 : i32, i32, i32, i32, f32, i32, i32)
              %331 = arith.addi %321, %280 : i32
              %332 = arith.addi %148, %331 : i32
              %333 = arith.addi %321, %284 : i32
              %334 = arith.addi %148, %333 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%180#0, %180#1, %180#2, %180#3, %326, %332, %334 : i32, i32, i32, i32, f32, i32, i32)
              %335 = arith.addi %321, %289 : i32
              %336 = arith.addi %148, %335 : i32
              %337 = arith.addi %321, %293 : i32
              %338 = arith.addi %148, %337 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%182#0, %182#1, %182#2, %182#3, %326, %336, %338 : i32, i32, i32, i32, f32, i32, i32)
              %339 = arith.addi %276, %c57344_i32 : i32
              %340 = arith.addi %339, %297 : i32
              %341 = arith.addi %148, %340 : i32
              %342 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %275 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b32 o<4>;\0A.reg .f32 lo, hi;\0Ashl.b32 lo, {$r0}, 16;\0Aand.b32 hi, {$r0}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o0, hi, lo;\0Ashl.b32 lo, {$r1}, 16;\0Aand.b32 hi, {$r1}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o1, hi, lo;\0Ashl.b32 lo, {$r2}, 16;\0Aand.b32 hi, {$r2}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o2, hi, lo;\0Ashl.b32 lo, {$r3}, 16;\0Aand.b32 hi, {$r3}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o3, hi, lo;\0Ast.shared.v4.b32 [{$r5}], {o0, o1, o2, o3};\0A}" ro(%184#0, %184#1, %184#2, %184#3, %342, %341 : i32, i32, i32, i32, f32, i32)
              %343 = arith.addi %339, %301 : i32
              %344 = arith.addi %148, %343 : i32
              nvvm.inline_ptx "{\0A.reg .b32 o<4>;\0A.reg .f32 lo, hi;\0Ashl.b32 lo, {$r0}, 16;\0Aand.b32 hi, {$r0}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o0, hi, lo;\0Ashl.b32 lo, {$r1}, 16;\0Aand.b32 hi, {$r1}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o1, hi, lo;\0Ashl.b32 lo, {$r2}, 16;\0Aand.b32 hi, {$r2}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o2, hi, lo;\0Ashl.b32 lo, {$r3}, 16;\0Aand.b32 hi, {$r3}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o3, hi, lo;\0Ast.shared.v4.b32 [{$r5}], {o0, o1, o2, o3};\0A}" ro(%186#0, %186#1, %186#2, %186#3, %342, %344 : i32, i32, i32, i32, f32, i32)
              %345 = arith.addi %339, %306 : i32
              %346 = arith.addi %148, %345 : i32
              nvvm.inline_ptx "{\0A.reg .b32 o<4>;\0A.reg .f32 lo, hi;\0Ashl.b32 lo, {$r0}, 16;\0Aand.b32 hi, {$r0}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o0, hi, lo;\0Ashl.b32 lo, {$r1}, 16;\0Aand.b32 hi, {$r1}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o1, hi, lo;\0Ashl.b32 lo, {$r2}, 16;\0Aand.b32 hi, {$r2}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o2, hi, lo;\0Ashl.b32 lo, {$r3}, 16;\0Aand.b32 hi, {$r3}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o3, hi, lo;\0Ast.shared.v4.b32 [{$r5}], {o0, o1, o2, o3};\0A}" ro(%188#0, %188#1, %188#2, %188#3, %342, %346 : i32, i32, i32, i32, f32, i32)
              %347 = arith.addi %339, %310 : i32
              %348 = arith.addi %148, %347 : i32
              nvvm.inline_ptx "{\0A.reg .b32 o<4>;\0A.reg .f32 lo, hi;\0Ashl.b32 lo, {$r0}, 16;\0Aand.b32 hi, {$r0}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o0, hi, lo;\0Ashl.b32 lo, {$r1}, 16;\0Aand.b32 hi, {$r1}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o1, hi, lo;\0Ashl.b32 lo, {$r2}, 16;\0Aand.b32 hi, {$r2}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o2, hi, lo;\0Ashl.b32 lo, {$r3}, 16;\0Aand.b32 hi, {$r3}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o3, hi, lo;\0Ast.shared.v4.b32 [{$r5}], {o0, o1, o2, o3};\0A}" ro(%190#0, %190#1, %190#2, %190#3, %342, %348 : i32, i32, i32, i32, f32, i32)
              %349 = arith.addi %339, %280 : i32
              %350 = arith.addi %148, %349 : i32
              nvvm.inline_ptx "{\0A.reg .b32 o<4>;\0A.reg .f32 lo, hi;\0Ashl.b32 lo, {$r0}, 16;\0Aand.b32 hi, {$r0}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o0, hi, lo;\0Ashl.b32 lo, {$r1}, 16;\0Aand.b32 hi, {$r1}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o1, hi, lo;\0Ashl.b32 lo, {$r2}, 16;\0Aand.b32 hi, {$r2}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o2, hi, lo;\0Ashl.b32 lo, {$r3}, 16;\0Aand.b32 hi, {$r3}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o3, hi, lo;\0Ast.shared.v4.b32 [{$r5}], {o0, o1, o2, o3};\0A}" ro(%192#0, %192#1, %192#2, %192#3, %342, %350 : i32, i32, i32, i32, f32, i32)
              %351 = arith.addi %339, %284 : i32
              %352 = arith.addi %148, %351 : i32
              nvvm.inline_ptx "{\0A.reg .b32 o<4>;\0A.reg .f32 lo, hi;\0Ashl.b32 lo, {$r0}, 16;\0Aand.b32 hi, {$r0}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o0, hi, lo;\0Ashl.b32 lo, {$r1}, 16;\0Aand.b32 hi, {$r1}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o1, hi, lo;\0Ashl.b32 lo, {$r2}, 16;\0Aand.b32 hi, {$r2}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o2, hi, lo;\0Ashl.b32 lo, {$r3}, 16;\0Aand.b32 hi, {$r3}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o3, hi, lo;\0Ast.shared.v4.b32 [{$r5}], {o0, o1, o2, o3};\0A}" ro(%194#0, %194#1, %194#2, %194#3, %342, %352 : i32, i32, i32, i32, f32, i32)
              %353 = arith.addi %339, %289 : i32
              %354 = arith.addi %148, %353 : i32
              nvvm.inline_ptx "{\0A.reg .b32 o<4>;\0A.reg .f32 lo, hi;\0Ashl.b32 lo, {$r0}, 16;\0Aand.b32 hi, {$r0}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o0, hi, lo;\0Ashl.b32 lo, {$r1}, 16;\0Aand.b32 hi, {$r1}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o1, hi, lo;\0Ashl.b32 lo, {$r2}, 16;\0Aand.b32 hi, {$r2}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o2, hi, lo;\0Ashl.b32 lo, {$r3}, 16;\0Aand.b32 hi, {$r3}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o3, hi, lo;\0Ast.shared.v4.b32 [{$r5}], {o0, o1, o2, o3};\0A}" ro(%196#0, %196#1, %196#2, %196#3, %342, %354 : i32, i32, i32, i32, f32, i32)
              %355 = arith.addi %339, %293 : i32
              %356 = arith.addi %148, %355 : i32
              nvvm.inline_ptx "{\0A.reg .b32 o<4>;\0A.reg .f32 lo, hi;\0Ashl.b32 lo, {$r0}, 16;\0Aand.b32 hi, {$r0}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o0, hi, lo;\0Ashl.b32 lo, {$r1}, 16;\0Aand.b32 hi, {$r1}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o1, hi, lo;\0Ashl.b32 lo, {$r2}, 16;\0Aand.b32 hi, {$r2}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o2, hi, lo;\0Ashl.b32 lo, {$r3}, 16;\0Aand.b32 hi, {$r3}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o3, hi, lo;\0Ast.shared.v4.b32 [{$r5}], {o0, o1, o2, o3};\0A}" ro(%198#0, %198#1, %198#2, %198#3, %342, %356 : i32, i32, i32, i32, f32, i32)
              %357 = arith.subi %256, %c90_i32 : i32
              %358 = arith.maxsi %arg35, %357 : i32
              scf.yield %358 : i32
            }
            scf.if %149 {
              %152 = arith.muli %135, %c64_i32 : i32
              %153 = arith.addi %152, %95 : i32
              %154 = arith.muli %153, %c4_i32 : i32
              %155 = arith.addi %8, %154 : i32
              nvvm.inline_ptx "st.shared.b32 [{$r0}], {$r1};" ro(%155, %146 : i32, i32)
            }
            nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
            %151 = arith.addi %135, %c1_i32 : i32
            nvvm.barrier.arrive id = %151 number_of_threads = %c256_i32
            scf.yield %150 : i32
          } else {
            %135 = arith.remsi %118, %c2_i32 : i32
            %136 = arith.cmpi sge, %arg36, %c0_i32 : i32
            %137 = arith.cmpi slt, %arg36, %arg26 : i32
            %138 = arith.andi %136, %137 : i1
            %139 = arith.select %138, %arg36, %c0_i32 : i32
            %140 = arith.floordivsi %139, %arg24 : i32
            %141 = arith.remsi %139, %arg24 : i32
            %142 = arith.extsi %140 : i32 to i64
            %143 = arith.extsi %arg25 : i32 to i64
            %144 = arith.muli %142, %143 : i64
            %145 = arith.addi %arg19, %144 : i64
            %146 = arith.extui %138 : i1 to i32
            %147 = arith.muli %135, %c65536_i32 : i32
            %148 = arith.addi %7, %147 : i32
            %149 = arith.cmpi eq, %96, %c0_i32 : i32
            %150 = scf.if %149 -> (i32) {
              %152 = arith.extsi %141 : i32 to i64
              %153 = arith.muli %152, %c576_i64 : i64
              %154 = arith.addi %145, %153 : i64
              %155 = arith.extsi %arg24 : i32 to i64
              %156 = arith.muli %155, %c576_i64 : i64
              %157 = arith.addi %145, %156 : i64
              %158 = arith.muli %152, %c8_i64 : i64
              %159 = arith.addi %157, %158 : i64
              %160 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, {$r2}; @p ld.global.nc.b32 {$w0}, [{$r0}]; }" ro(%159, %146, %c0_i32 : i64, i32, i32) -> i32
              %161 = arith.addi %159, %c4_i64 : i64
              %162 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, {$r2}; @p ld.global.nc.b32 {$w0}, [{$r0}]; }" ro(%161, %146, %c0_i32 : i64, i32, i32) -> i32
              %163:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%154, %146 : i64, i32) -> i32, i32, i32, i32
              %164 = arith.addi %154, %c16_i64 : i64
              %165:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%164, %146 : i64, i32) -> i32, i32, i32, i32
              %166 = arith.addi %154, %c32_i64 : i64
              %167:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%166, %146 : i64, i32) -> i32, i32, i32, i32
              %168 = arith.addi %154, %c48_i64 : i64
              %169:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%168, %146 : i64, i32) -> i32, i32, i32, i32
              %170 = arith.addi %154, %c64_i64 : i64
              %171:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%170, %146 : i64, i32) -> i32, i32, i32, i32
              %172 = arith.addi %154, %c80_i64 : i64
              %173:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%172, %146 : i64, i32) -> i32, i32, i32, i32
              %174 = arith.addi %154, %c96_i64 : i64
              %175:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%174, %146 : i64, i32) -> i32, i32, i32, i32
              %176 = arith.addi %154, %c112_i64 : i64
              %177:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%176, %146 : i64, i32) -> i32, i32, i32, i32
              %178 = arith.addi %154, %c128_i64 : i64
              %179:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%178, %146 : i64, i32) -> i32, i32, i32, i32
              %180 = arith.addi %154, %c144_i64 : i64
              %181:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%180, %146 : i64, i32) -> i32, i32, i32, i32
              %182 = arith.addi %154, %c160_i64 : i64
              %183:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%182, %146 : i64, i32) -> i32, i32, i32, i32
              %184 = arith.addi %154, %c176_i64 : i64
              %185:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%184, %146 : i64, i32) -> i32, i32, i32, i32
              %186 = arith.addi %154, %c192_i64 : i64
              %187:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%186, %146 : i64, i32) -> i32, i32, i32, i32
              %188 = arith.addi %154, %c208_i64 : i64
              %189:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%188, %146 : i64, i32) -> i32, i32, i32, i32
              %190 = arith.addi %154, %c224_i64 : i64
              %191:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%190, %146 : i64, i32) -> i32, i32, i32, i32
              %192 = arith.addi %154, %c240_i64 : i64
              %193:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%192, %146 : i64, i32) -> i32, i32, i32, i32
              %194 = arith.addi %154, %c256_i64 : i64
              %195:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%194, %146 : i64, i32) -> i32, i32, i32, i32
              %196 = arith.addi %154, %c272_i64 : i64
              %197:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%196, %146 : i64, i32) -> i32, i32, i32, i32
              %198 = arith.andi %160, %c255_i32 : i32
              %199 = arith.shrsi %160, %c8_i32 : i32
              %200 = arith.andi %199, %c255_i32 : i32
              %201 = arith.shrsi %160, %c16_i32 : i32
              %202 = arith.andi %201, %c255_i32 : i32
              %203 = arith.shrsi %160, %c24_i32 : i32
              %204 = arith.andi %203, %c255_i32 : i32
              %205 = arith.andi %162, %c255_i32 : i32
              %206 = arith.shrsi %162, %c8_i32 : i32
              %207 = arith.andi %206, %c255_i32 : i32
              %208 = arith.shrsi %162, %c16_i32 : i32
              %209 = arith.andi %208, %c255_i32 : i32
              %210 = arith.maxsi %198, %200 : i32
              %211 = arith.maxsi %210, %202 : i32
              %212 = arith.maxsi %211, %204 : i32
              %213 = arith.maxsi %212, %205 : i32
              %214 = arith.maxsi %213, %207 : i32
              %215 = arith.maxsi %214, %209 : i32
              %216 = arith.subi %215, %c118_i32 : i32
              %217 = arith.select %138, %216, %c-1000_i32 : i32
              %218 = nvvm.shfl.sync bfly %c-1_i32, %217, %c1_i32, %c31_i32 : i32 -> i32
              %219 = arith.maxsi %217, %218 : i32
              %220 = nvvm.shfl.sync bfly %c-1_i32, %219, %c2_i32, %c31_i32 : i32 -> i32
              %221 = arith.maxsi %219, %220 : i32
              %222 = nvvm.shfl.sync bfly %c-1_i32, %221, %c4_i32, %c31_i32 : i32 -> i32
              %223 = arith.maxsi %221, %222 : i32
              %224 = nvvm.shfl.sync bfly %c-1_i32, %223, %c8_i32, %c31_i32 : i32 -> i32
              %225 = arith.maxsi %223, %224 : i32
              %226 = nvvm.shfl.sync bfly %c-1_i32, %225, %c16_i32, %c31_i32 : i32 -> i32
              %227 = arith.maxsi %225, %226 : i32
              %228 = arith.muli %135, %c16_i32 : i32
              %229 = arith.addi %98, %228 : i32
              %230 = arith.remsi %95, %c32_i32 : i32
              %231 = arith.cmpi eq, %230, %c0_i32 : i32
              scf.if %231 {
                %375 = arith.floordivsi %95, %c32_i32 : i32
                %376 = arith.muli %375, %c4_i32 : i32
                %377 = arith.addi %229, %376 : i32
                nvvm.inline_ptx "st.shared.b32 [{$r0}], {$r1};" ro(%377, %227 : i32, i32)
              }
              nvvm.barrier id = %c6_i32 number_of_threads = %c128_i32
              %232 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%229 : i32) -> i32
              %233 = arith.addi %229, %c4_i32 : i32
              %234 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%233 : i32) -> i32
              %235 = arith.maxsi %232, %234 : i32
              %236 = arith.addi %229, %c8_i32 : i32
              %237 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%236 : i32) -> i32
              %238 = arith.maxsi %235, %237 : i32
              %239 = arith.addi %229, %c12_i32 : i32
              %240 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%239 : i32) -> i32
              %241 = arith.maxsi %238, %240 : i32
              %242 = arith.maxsi %241, %arg35 : i32
              %243 = arith.maxsi %242, %c-111_i32 : i32
              %244 = arith.minsi %243, %c142_i32 : i32
              %245 = arith.cmpi sge, %118, %c2_i32 : i32
              scf.if %245 {
                %375 = arith.addi %135, %c3_i32 : i32
                nvvm.barrier id = %375 number_of_threads = %c256_i32
              }
              %246 = arith.addi %198, %c15_i32 : i32
              %247 = arith.subi %246, %244 : i32
              %248 = arith.maxsi %247, %c0_i32 : i32
              %249 = arith.shli %248, %c23_i32 : i32
              %250 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%249 : i32) -> f32
              %251 = arith.addi %200, %c15_i32 : i32
              %252 = arith.subi %251, %244 : i32
              %253 = arith.maxsi %252, %c0_i32 : i32
              %254 = arith.shli %253, %c23_i32 : i32
              %255 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%254 : i32) -> f32
              %256 = arith.addi %202, %c15_i32 : i32
              %257 = arith.subi %256, %244 : i32
              %258 = arith.maxsi %257, %c0_i32 : i32
              %259 = arith.shli %258, %c23_i32 : i32
              %260 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%259 : i32) -> f32
              %261 = arith.addi %204, %c15_i32 : i32
              %262 = arith.subi %261, %244 : i32
              %263 = arith.maxsi %262, %c0_i32 : i32
              %264 = arith.shli %263, %c23_i32 : i32
              %265 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%264 : i32) -> f32
              %266 = arith.addi %205, %c15_i32 : i32
              %267 = arith.subi %266, %244 : i32
              %268 = arith.maxsi %267, %c0_i32 : i32
              %269 = arith.shli %268, %c23_i32 : i32
              %270 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%269 : i32) -> f32
              %271 = arith.subi %c142_i32, %244 : i32
              %272 = arith.shli %271, %c23_i32 : i32
              %273 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%272 : i32) -> f32
              %274 = arith.muli %95, %c128_i32 : i32
              %275 = arith.remsi %95, %c8_i32 : i32
              %276 = arith.muli %275, %c16_i32 : i32
              %277 = arith.addi %274, %276 : i32
              %278 = arith.addi %148, %277 : i32
              %279 = arith.xori %275, %c1_i32 : i32
              %280 = arith.muli %279, %c16_i32 : i32
              %281 = arith.addi %274, %280 : i32
              %282 = arith.addi %148, %281 : i32
              %283 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %250 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%163#0, %163#1, %163#2, %163#3, %283, %278, %282 : i32, i32, i32, i32, f32, i32, i32)
              %284 = arith.xori %275, %c2_i32 : i32
              %285 = arith.muli %284, %c16_i32 : i32
              %286 = arith.addi %274, %285 : i32
              %287 = arith.addi %148, %286 : i32
              %288 = arith.xori %275, %c3_i32 : i32
              %289 = arith.muli %288, %c16_i32 : i32
              %290 = arith.addi %274, %289 : i32
              %291 = arith.addi %148, %290 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%165#0, %165#1, %165#2, %165#3, %283, %287, %291 : i32, i32, i32, i32, f32, i32, i32)
              %292 = arith.xori %275, %c4_i32 : i32
              %293 = arith.muli %292, %c16_i32 : i32
              %294 = arith.addi %274, %293 : i32
              %295 = arith.addi %148, %294 : i32
              %296 = arith.xori %275, %c5_i32 : i32
              %297 = arith.muli %296, %c16_i32 : i32
              %298 = arith.addi %274, %297 : i32
              %299 = arith.addi %148, %298 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%167#0, %167#1, %167#2, %167#3, %283, %295, %299 : i32, i32, i32, i32, f32, i32, i32)
              %300 = arith.xori %275, %c6_i32 : i32
              %301 = arith.muli %300, %c16_i32 : i32
              %302 = arith.addi %274, %301 : i32
              %303 = arith.addi %148, %302 : i32
              %304 = arith.xori %275, %c7_i32 : i32
              %305 = arith.muli %304, %c16_i32 : i32
              %306 = arith.addi %274, %305 : i32
              %307 = arith.addi %148, %306 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%169#0, %169#1, %169#2, %169#3, %283, %303, %307 : i32, i32, i32, i32, f32, i32, i32)
              %308 = arith.addi %274, %c8192_i32 : i32
              %309 = arith.addi %308, %276 : i32
              %310 = arith.addi %148, %309 : i32
              %311 = arith.addi %308, %280 : i32
              %312 = arith.addi %148, %311 : i32
              %313 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %255 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%171#0, %171#1, %171#2, %171#3, %313, %310, %312 : i32, i32, i32, i32, f32, i32, i32)
              %314 = arith.addi %308, %285 : i32
              %315 = arith.addi %148, %314 : i32
              %316 = arith.addi %308, %289 : i32
              %317 = arith.addi %148, %316 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%173#0, %173#1, %173#2, %173#3, %313, %315, %317 : i32, i32, i32, i32, f32, i32, i32)
              %318 = arith.addi %308, %293 : i32
              %319 = arith.addi %148, %318 : i32
              %320 = arith.addi %308, %297 : i32
              %321 = arith.addi %148, %320 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%175#0, %175#1, %175#2, %175#3, %313, %319, %321 : i32, i32, i32, i32, f32, i32, i32)
              %322 = arith.addi %308, %301 : i32
              %323 = arith.addi %148, %322 : i32
              %324 = arith.addi %308, %305 : i32
              %325 = arith.addi %148, %324 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%177#0, %177#1, %177#2, %177#3, %313, %323, %325 : i32, i32, i32, i32, f32, i32, i32)
              %326 = arith.addi %274, %c16384_i32 : i32
              %327 = arith.addi %326, %276 : i32
              %328 = arith.addi %148, %327 : i32
              %329 = arith.addi %326, %280 : i32
              %330 = arith.addi %148, %329 : i32
              %331 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %260 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%179#0, %179#1, %179#2, %179#3, %331, %328, %330 : i32, i32, i32, i32, f32, i32, i32)
              %332 = arith.addi %326, %285 : i32
              %333 = arith.addi %148, %332 : i32
              %334 = arith.addi %326, %289 : i32
              %335 = arith.addi %148, %334 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%181#0, %181#1, %181#2, %181#3, %331, %333, %335 : i32, i32, i32, i32, f32, i32, i32)
              %336 = arith.addi %326, %293 : i32
              %337 = arith.addi %148, %336 : i32
              %338 = arith.addi %326, %297 : i32
              %339 = arith.addi %148, %338 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%183#0, %183#1, %183#2, %183#3, %331, %337, %339 : i32, i32, i32, i32, f32, i32, i32)
              %340 = arith.addi %326, %301 : i32
              %341 = arith.addi %148, %340 : i32
              %342 = arith.addi %326, %305 : i32
              %343 = arith.addi %148, %342 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%185#0, %185#1, %185#2, %185#3, %331, %341, %343 : i32, i32, i32, i32, f32, i32, i32)
              %344 = arith.addi %274, %c24576_i32 : i32
              %345 = arith.addi %344, %276 : i32
              %346 = arith.addi %148, %345 : i32
              %347 = arith.addi %344, %280 : i32
              %348 = arith.addi %148, %347 : i32
              %349 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %265 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%187#0, %187#1, %187#2, %187#3, %349, %346, %348 : i32, i32, i32, i32, f32, i32, i32)
              %350 = arith.addi %344, %285 : i32
              %351 = arith.addi %148, %350 : i32
              %352 = arith.addi %344, %289 : i32
              %353 = arith.addi %148, %352 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%189#0, %189#1, %189#2, %189#3, %349, %351, %353 : i32, i32, i32, i32, f32, i32, i32)
              %354 = arith.addi %344, %293 : i32
              %355 = arith.addi %148, %354 : i32
              %356 = arith.addi %344, %297 : i32
              %357 = arith.addi %148, %356 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%191#0, %191#1, %191#2, %191#3, %349, %355, %357 : i32, i32, i32, i32, f32, i32, i32)
              %358 = arith.addi %344, %301 : i32
              %359 = arith.addi %148, %358 : i32
              %360 = arith.addi %344, %305 : i32
              %361 = arith.addi %148, %360 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%193#0, %193#1, %193#2, %193#3, %349, %359, %361 : i32, i32, i32, i32, f32, i32, i32)
              %362 = arith.addi %274, %c32768_i32 : i32
              %363 = arith.addi %362, %276 : i32
              %364 = arith.addi %148, %363 : i32
              %365 = arith.addi %362, %280 : i32
              %366 = arith.addi %148, %365 : i32
              %367 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %270 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%195#0, %195#1, %195#2, %195#3, %367, %364, %366 : i32, i32, i32, i32, f32, i32, i32)
              %368 = arith.addi %362, %285 : i32
              %369 = arith.addi %148, %368 : i32
              %370 = arith.addi %362, %289 : i32
              %371 = arith.addi %148, %370 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%197#0, %197#1, %197#2, %197#3, %367, %369, %371 : i32, i32, i32, i32, f32, i32, i32)
              %372 = arith.cmpi eq, %95, %c0_i32 : i32
              scf.if %372 {
                %375 = arith.muli %135, %c4_i32 : i32
                %376 = arith.addi %97, %375 : i32
                %377 = arith.addi %244, %c112_i32 : i32
                %378 = arith.shli %377, %c23_i32 : i32
                %379 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%378 : i32) -> f32
                %380 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %379 : (f32) -> f32
                nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%376, %380 : i32, f32)
              }
              %373 = arith.subi %244, %c90_i32 : i32
              %374 = arith.maxsi %arg35, %373 : i32
              scf.yield %374 : i32
            } else {
              %152 = arith.extsi %141 : i32 to i64
              %153 = arith.muli %152, %c576_i64 : i64
              %154 = arith.addi %145, %153 : i64
              %155 = arith.extsi %arg24 : i32 to i64
              %156 = arith.muli %155, %c576_i64 : i64
              %157 = arith.addi %145, %156 : i64
              %158 = arith.muli %152, %c8_i64 : i64
              %159 = arith.addi %157, %158 : i64
              %160 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, {$r2}; @p ld.global.nc.b32 {$w0}, [{$r0}]; }" ro(%159, %146, %c0_i32 : i64, i32, i32) -> i32
              %161 = arith.addi %159, %c4_i64 : i64
              %162 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, {$r2}; @p ld.global.nc.b32 {$w0}, [{$r0}]; }" ro(%161, %146, %c0_i32 : i64, i32, i32) -> i32
              %163 = arith.addi %154, %c288_i64 : i64
              %164:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%163, %146 : i64, i32) -> i32, i32, i32, i32
              %165 = arith.addi %154, %c304_i64 : i64
              %166:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%165, %146 : i64, i32) -> i32, i32, i32, i32
              %167 = arith.addi %154, %c320_i64 : i64
              %168:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%167, %146 : i64, i32) -> i32, i32, i32, i32
              %169 = arith.addi %154, %c336_i64 : i64
              %170:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%169, %146 : i64, i32) -> i32, i32, i32, i32
              %171 = arith.addi %154, %c352_i64 : i64
              %172:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%171, %146 : i64, i32) -> i32, i32, i32, i32
              %173 = arith.addi %154, %c368_i64 : i64
              %174:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%173, %146 : i64, i32) -> i32, i32, i32, i32
              %175 = arith.addi %154, %c384_i64 : i64
              %176:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%175, %146 : i64, i32) -> i32, i32, i32, i32
              %177 = arith.addi %154, %c400_i64 : i64
              %178:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%177, %146 : i64, i32) -> i32, i32, i32, i32
              %179 = arith.addi %154, %c416_i64 : i64
              %180:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%179, %146 : i64, i32) -> i32, i32, i32, i32
              %181 = arith.addi %154, %c432_i64 : i64
              %182:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%181, %146 : i64, i32) -> i32, i32, i32, i32
              %183 = arith.addi %154, %c448_i64 : i64
              %184:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%183, %146 : i64, i32) -> i32, i32, i32, i32
              %185 = arith.addi %154, %c464_i64 : i64
              %186:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%185, %146 : i64, i32) -> i32, i32, i32, i32
              %187 = arith.addi %154, %c480_i64 : i64
              %188:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%187, %146 : i64, i32) -> i32, i32, i32, i32
              %189 = arith.addi %154, %c496_i64 : i64
              %190:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%189, %146 : i64, i32) -> i32, i32, i32, i32
              %191 = arith.addi %154, %c512_i64 : i64
              %192:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%191, %146 : i64, i32) -> i32, i32, i32, i32
              %193 = arith.addi %154, %c528_i64 : i64
              %194:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%193, %146 : i64, i32) -> i32, i32, i32, i32
              %195 = arith.addi %154, %c544_i64 : i64
              %196:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%195, %146 : i64, i32) -> i32, i32, i32, i32
              %197 = arith.addi %154, %c560_i64 : i64
              %198:4 = nvvm.inline_ptx "{ .reg .pred p; setp.ne.s32 p, {$r1}, 0; mov.b32 {$w0}, 0; mov.b32 {$w1}, 0; mov.b32 {$w2}, 0; mov.b32 {$w3}, 0; @p ld.global.nc.L1::no_allocate.v4.b32 {{$w0}, {$w1}, {$w2}, {$w3}}, [{$r0}]; }" ro(%197, %146 : i64, i32) -> i32, i32, i32, i32
              %199 = arith.andi %160, %c255_i32 : i32
              %200 = arith.shrsi %160, %c8_i32 : i32
              %201 = arith.andi %200, %c255_i32 : i32
              %202 = arith.shrsi %160, %c16_i32 : i32
              %203 = arith.andi %202, %c255_i32 : i32
              %204 = arith.shrsi %160, %c24_i32 : i32
              %205 = arith.andi %204, %c255_i32 : i32
              %206 = arith.andi %162, %c255_i32 : i32
              %207 = arith.shrsi %162, %c8_i32 : i32
              %208 = arith.andi %207, %c255_i32 : i32
              %209 = arith.shrsi %162, %c16_i32 : i32
              %210 = arith.andi %209, %c255_i32 : i32
              %211 = arith.maxsi %199, %201 : i32
              %212 = arith.maxsi %211, %203 : i32
              %213 = arith.maxsi %212, %205 : i32
              %214 = arith.maxsi %213, %206 : i32
              %215 = arith.maxsi %214, %208 : i32
              %216 = arith.maxsi %215, %210 : i32
              %217 = arith.subi %216, %c118_i32 : i32
              %218 = nvvm.inline_ptx "{\0A.reg .b32 t;\0Amov.b32 {$w0}, {$r4};\0Aand.b32 t, {$r0}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r0}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r1}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r1}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r2}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r2}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r3}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r3}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0A}" ro(%184#0, %184#1, %184#2, %184#3, %c0_i32 : i32, i32, i32, i32, i32) -> i32
              %219 = nvvm.inline_ptx "{\0A.reg .b32 t;\0Amov.b32 {$w0}, {$r4};\0Aand.b32 t, {$r0}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r0}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r1}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r1}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r2}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r2}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r3}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r3}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0A}" ro(%186#0, %186#1, %186#2, %186#3, %218 : i32, i32, i32, i32, i32) -> i32
              %220 = nvvm.inline_ptx "{\0A.reg .b32 t;\0Amov.b32 {$w0}, {$r4};\0Aand.b32 t, {$r0}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r0}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r1}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r1}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r2}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r2}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r3}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r3}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0A}" ro(%188#0, %188#1, %188#2, %188#3, %219 : i32, i32, i32, i32, i32) -> i32
              %221 = nvvm.inline_ptx "{\0A.reg .b32 t;\0Amov.b32 {$w0}, {$r4};\0Aand.b32 t, {$r0}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r0}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r1}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r1}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r2}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r2}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r3}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r3}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0A}" ro(%190#0, %190#1, %190#2, %190#3, %220 : i32, i32, i32, i32, i32) -> i32
              %222 = nvvm.inline_ptx "{\0A.reg .b32 t;\0Amov.b32 {$w0}, {$r4};\0Aand.b32 t, {$r0}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r0}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r1}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r1}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r2}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r2}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r3}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r3}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0A}" ro(%192#0, %192#1, %192#2, %192#3, %221 : i32, i32, i32, i32, i32) -> i32
              %223 = nvvm.inline_ptx "{\0A.reg .b32 t;\0Amov.b32 {$w0}, {$r4};\0Aand.b32 t, {$r0}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r0}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r1}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r1}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r2}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r2}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r3}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r3}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0A}" ro(%194#0, %194#1, %194#2, %194#3, %222 : i32, i32, i32, i32, i32) -> i32
              %224 = nvvm.inline_ptx "{\0A.reg .b32 t;\0Amov.b32 {$w0}, {$r4};\0Aand.b32 t, {$r0}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r0}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r1}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r1}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r2}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r2}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r3}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r3}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0A}" ro(%196#0, %196#1, %196#2, %196#3, %223 : i32, i32, i32, i32, i32) -> i32
              %225 = nvvm.inline_ptx "{\0A.reg .b32 t;\0Amov.b32 {$w0}, {$r4};\0Aand.b32 t, {$r0}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r0}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r1}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r1}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r2}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r2}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Aand.b32 t, {$r3}, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0Ashr.u32 t, {$r3}, 16;\0Aand.b32 t, t, 0x7FFF;\0Amax.u32 {$w0}, {$w0}, t;\0A}" ro(%198#0, %198#1, %198#2, %198#3, %224 : i32, i32, i32, i32, i32) -> i32
              %226 = arith.shrsi %225, %c7_i32 : i32
              %227 = arith.subi %226, %c126_i32 : i32
              %228 = arith.maxsi %217, %227 : i32
              %229 = arith.select %138, %228, %c-1000_i32 : i32
              %230 = nvvm.shfl.sync bfly %c-1_i32, %229, %c1_i32, %c31_i32 : i32 -> i32
              %231 = arith.maxsi %229, %230 : i32
              %232 = nvvm.shfl.sync bfly %c-1_i32, %231, %c2_i32, %c31_i32 : i32 -> i32
              %233 = arith.maxsi %231, %232 : i32
              %234 = nvvm.shfl.sync bfly %c-1_i32, %233, %c4_i32, %c31_i32 : i32 -> i32
              %235 = arith.maxsi %233, %234 : i32
              %236 = nvvm.shfl.sync bfly %c-1_i32, %235, %c8_i32, %c31_i32 : i32 -> i32
              %237 = arith.maxsi %235, %236 : i32
              %238 = nvvm.shfl.sync bfly %c-1_i32, %237, %c16_i32, %c31_i32 : i32 -> i32
              %239 = arith.maxsi %237, %238 : i32
              %240 = arith.muli %135, %c16_i32 : i32
              %241 = arith.addi %98, %240 : i32
              %242 = arith.remsi %95, %c32_i32 : i32
              %243 = arith.cmpi eq, %242, %c0_i32 : i32
              scf.if %243 {
                %359 = arith.floordivsi %95, %c32_i32 : i32
                %360 = arith.addi %359, %c2_i32 : i32
                %361 = arith.muli %360, %c4_i32 : i32
                %362 = arith.addi %241, %361 : i32
                nvvm.inline_ptx "st.shared.b32 [{$r0}], {$r1};" ro(%362, %239 : i32, i32)
              }
              nvvm.barrier id = %c6_i32 number_of_threads = %c128_i32
              %244 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%241 : i32) -> i32
              %245 = arith.addi %241, %c4_i32 : i32
              %246 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%245 : i32) -> i32
              %247 = arith.maxsi %244, %246 : i32
              %248 = arith.addi %241, %c8_i32 : i32
              %249 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%248 : i32) -> i32
              %250 = arith.maxsi %247, %249 : i32
              %251 = arith.addi %241, %c12_i32 : i32
              %252 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%251 : i32) -> i32
              %253 = arith.maxsi %250, %252 : i32
              %254 = arith.maxsi %253, %arg35 : i32
              %255 = arith.maxsi %254, %c-111_i32 : i32
              %256 = arith.minsi %255, %c142_i32 : i32
              %257 = arith.cmpi sge, %118, %c2_i32 : i32
              scf.if %257 {
                %359 = arith.addi %135, %c3_i32 : i32
                nvvm.barrier id = %359 number_of_threads = %c256_i32
              }
              %258 = arith.addi %206, %c15_i32 : i32
              %259 = arith.subi %258, %256 : i32
              %260 = arith.maxsi %259, %c0_i32 : i32
              %261 = arith.shli %260, %c23_i32 : i32
              %262 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%261 : i32) -> f32
              %263 = arith.addi %208, %c15_i32 : i32
              %264 = arith.subi %263, %256 : i32
              %265 = arith.maxsi %264, %c0_i32 : i32
              %266 = arith.shli %265, %c23_i32 : i32
              %267 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%266 : i32) -> f32
              %268 = arith.addi %210, %c15_i32 : i32
              %269 = arith.subi %268, %256 : i32
              %270 = arith.maxsi %269, %c0_i32 : i32
              %271 = arith.shli %270, %c23_i32 : i32
              %272 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%271 : i32) -> f32
              %273 = arith.subi %c142_i32, %256 : i32
              %274 = arith.shli %273, %c23_i32 : i32
              %275 = nvvm.inline_ptx "mov.b32 {$w0}, {$r0};" ro(%274 : i32) -> f32
              %276 = arith.muli %95, %c128_i32 : i32
              %277 = arith.addi %276, %c32768_i32 : i32
              %278 = arith.remsi %95, %c8_i32 : i32
              %279 = arith.xori %278, %c4_i32 : i32
              %280 = arith.muli %279, %c16_i32 : i32
              %281 = arith.addi %277, %280 : i32
              %282 = arith.addi %148, %281 : i32
              %283 = arith.xori %278, %c5_i32 : i32
              %284 = arith.muli %283, %c16_i32 : i32
              %285 = arith.addi %277, %284 : i32
              %286 = arith.addi %148, %285 : i32
              %287 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %262 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%164#0, %164#1, %164#2, %164#3, %287, %282, %286 : i32, i32, i32, i32, f32, i32, i32)
              %288 = arith.xori %278, %c6_i32 : i32
              %289 = arith.muli %288, %c16_i32 : i32
              %290 = arith.addi %277, %289 : i32
              %291 = arith.addi %148, %290 : i32
              %292 = arith.xori %278, %c7_i32 : i32
              %293 = arith.muli %292, %c16_i32 : i32
              %294 = arith.addi %277, %293 : i32
              %295 = arith.addi %148, %294 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%166#0, %166#1, %166#2, %166#3, %287, %291, %295 : i32, i32, i32, i32, f32, i32, i32)
              %296 = arith.addi %276, %c40960_i32 : i32
              %297 = arith.muli %278, %c16_i32 : i32
              %298 = arith.addi %296, %297 : i32
              %299 = arith.addi %148, %298 : i32
              %300 = arith.xori %278, %c1_i32 : i32
              %301 = arith.muli %300, %c16_i32 : i32
              %302 = arith.addi %296, %301 : i32
              %303 = arith.addi %148, %302 : i32
              %304 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %267 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%168#0, %168#1, %168#2, %168#3, %304, %299, %303 : i32, i32, i32, i32, f32, i32, i32)
              %305 = arith.xori %278, %c2_i32 : i32
              %306 = arith.muli %305, %c16_i32 : i32
              %307 = arith.addi %296, %306 : i32
              %308 = arith.addi %148, %307 : i32
              %309 = arith.xori %278, %c3_i32 : i32
              %310 = arith.muli %309, %c16_i32 : i32
              %311 = arith.addi %296, %310 : i32
              %312 = arith.addi %148, %311 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%170#0, %170#1, %170#2, %170#3, %304, %308, %312 : i32, i32, i32, i32, f32, i32, i32)
              %313 = arith.addi %296, %280 : i32
              %314 = arith.addi %148, %313 : i32
              %315 = arith.addi %296, %284 : i32
              %316 = arith.addi %148, %315 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%172#0, %172#1, %172#2, %172#3, %304, %314, %316 : i32, i32, i32, i32, f32, i32, i32)
              %317 = arith.addi %296, %289 : i32
              %318 = arith.addi %148, %317 : i32
              %319 = arith.addi %296, %293 : i32
              %320 = arith.addi %148, %319 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%174#0, %174#1, %174#2, %174#3, %304, %318, %320 : i32, i32, i32, i32, f32, i32, i32)
              %321 = arith.addi %276, %c49152_i32 : i32
              %322 = arith.addi %321, %297 : i32
              %323 = arith.addi %148, %322 : i32
              %324 = arith.addi %321, %301 : i32
              %325 = arith.addi %148, %324 : i32
              %326 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %272 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%176#0, %176#1, %176#2, %176#3, %326, %323, %325 : i32, i32, i32, i32, f32, i32, i32)
              %327 = arith.addi %321, %306 : i32
              %328 = arith.addi %148, %327 : i32
              %329 = arith.addi %321, %310 : i32
              %330 = arith.addi %148, %329 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%178#0, %178#1, %178#2, %178#3, %326, %328, %330 : i32, i32, i32, i32, f32, i32, i32)
              %331 = arith.addi %321, %280 : i32
              %332 = arith.addi %148, %331 : i32
              %333 = arith.addi %321, %284 : i32
              %334 = arith.addi %148, %333 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%180#0, %180#1, %180#2, %180#3, %326, %332, %334 : i32, i32, i32, i32, f32, i32, i32)
              %335 = arith.addi %321, %289 : i32
              %336 = arith.addi %148, %335 : i32
              %337 = arith.addi %321, %293 : i32
              %338 = arith.addi %148, %337 : i32
              nvvm.inline_ptx "{\0A.reg .b16 q<8>, m;\0A.reg .b32 h<8>, m2;\0Acvt.rn.f16.f32 m, {$r4};\0Amov.b32 m2, {m, m};\0Amov.b32 {q0, q1}, {$r0};\0Amov.b32 {q2, q3}, {$r1};\0Amov.b32 {q4, q5}, {$r2};\0Amov.b32 {q6, q7}, {$r3};\0Acvt.rn.f16x2.e4m3x2 h0, q0;\0Amul.rn.f16x2 h0, h0, m2;\0Acvt.rn.f16x2.e4m3x2 h1, q1;\0Amul.rn.f16x2 h1, h1, m2;\0Acvt.rn.f16x2.e4m3x2 h2, q2;\0Amul.rn.f16x2 h2, h2, m2;\0Acvt.rn.f16x2.e4m3x2 h3, q3;\0Amul.rn.f16x2 h3, h3, m2;\0Acvt.rn.f16x2.e4m3x2 h4, q4;\0Amul.rn.f16x2 h4, h4, m2;\0Acvt.rn.f16x2.e4m3x2 h5, q5;\0Amul.rn.f16x2 h5, h5, m2;\0Acvt.rn.f16x2.e4m3x2 h6, q6;\0Amul.rn.f16x2 h6, h6, m2;\0Acvt.rn.f16x2.e4m3x2 h7, q7;\0Amul.rn.f16x2 h7, h7, m2;\0Ast.shared.v4.b32 [{$r5}], {h0, h1, h2, h3};\0Ast.shared.v4.b32 [{$r6}], {h4, h5, h6, h7};\0A}" ro(%182#0, %182#1, %182#2, %182#3, %326, %336, %338 : i32, i32, i32, i32, f32, i32, i32)
              %339 = arith.addi %276, %c57344_i32 : i32
              %340 = arith.addi %339, %297 : i32
              %341 = arith.addi %148, %340 : i32
              %342 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %275 : (f32) -> f32
              nvvm.inline_ptx "{\0A.reg .b32 o<4>;\0A.reg .f32 lo, hi;\0Ashl.b32 lo, {$r0}, 16;\0Aand.b32 hi, {$r0}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o0, hi, lo;\0Ashl.b32 lo, {$r1}, 16;\0Aand.b32 hi, {$r1}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o1, hi, lo;\0Ashl.b32 lo, {$r2}, 16;\0Aand.b32 hi, {$r2}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o2, hi, lo;\0Ashl.b32 lo, {$r3}, 16;\0Aand.b32 hi, {$r3}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o3, hi, lo;\0Ast.shared.v4.b32 [{$r5}], {o0, o1, o2, o3};\0A}" ro(%184#0, %184#1, %184#2, %184#3, %342, %341 : i32, i32, i32, i32, f32, i32)
              %343 = arith.addi %339, %301 : i32
              %344 = arith.addi %148, %343 : i32
              nvvm.inline_ptx "{\0A.reg .b32 o<4>;\0A.reg .f32 lo, hi;\0Ashl.b32 lo, {$r0}, 16;\0Aand.b32 hi, {$r0}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o0, hi, lo;\0Ashl.b32 lo, {$r1}, 16;\0Aand.b32 hi, {$r1}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o1, hi, lo;\0Ashl.b32 lo, {$r2}, 16;\0Aand.b32 hi, {$r2}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o2, hi, lo;\0Ashl.b32 lo, {$r3}, 16;\0Aand.b32 hi, {$r3}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o3, hi, lo;\0Ast.shared.v4.b32 [{$r5}], {o0, o1, o2, o3};\0A}" ro(%186#0, %186#1, %186#2, %186#3, %342, %344 : i32, i32, i32, i32, f32, i32)
              %345 = arith.addi %339, %306 : i32
              %346 = arith.addi %148, %345 : i32
              nvvm.inline_ptx "{\0A.reg .b32 o<4>;\0A.reg .f32 lo, hi;\0Ashl.b32 lo, {$r0}, 16;\0Aand.b32 hi, {$r0}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o0, hi, lo;\0Ashl.b32 lo, {$r1}, 16;\0Aand.b32 hi, {$r1}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o1, hi, lo;\0Ashl.b32 lo, {$r2}, 16;\0Aand.b32 hi, {$r2}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o2, hi, lo;\0Ashl.b32 lo, {$r3}, 16;\0Aand.b32 hi, {$r3}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o3, hi, lo;\0Ast.shared.v4.b32 [{$r5}], {o0, o1, o2, o3};\0A}" ro(%188#0, %188#1, %188#2, %188#3, %342, %346 : i32, i32, i32, i32, f32, i32)
              %347 = arith.addi %339, %310 : i32
              %348 = arith.addi %148, %347 : i32
              nvvm.inline_ptx "{\0A.reg .b32 o<4>;\0A.reg .f32 lo, hi;\0Ashl.b32 lo, {$r0}, 16;\0Aand.b32 hi, {$r0}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o0, hi, lo;\0Ashl.b32 lo, {$r1}, 16;\0Aand.b32 hi, {$r1}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o1, hi, lo;\0Ashl.b32 lo, {$r2}, 16;\0Aand.b32 hi, {$r2}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o2, hi, lo;\0Ashl.b32 lo, {$r3}, 16;\0Aand.b32 hi, {$r3}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o3, hi, lo;\0Ast.shared.v4.b32 [{$r5}], {o0, o1, o2, o3};\0A}" ro(%190#0, %190#1, %190#2, %190#3, %342, %348 : i32, i32, i32, i32, f32, i32)
              %349 = arith.addi %339, %280 : i32
              %350 = arith.addi %148, %349 : i32
              nvvm.inline_ptx "{\0A.reg .b32 o<4>;\0A.reg .f32 lo, hi;\0Ashl.b32 lo, {$r0}, 16;\0Aand.b32 hi, {$r0}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o0, hi, lo;\0Ashl.b32 lo, {$r1}, 16;\0Aand.b32 hi, {$r1}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o1, hi, lo;\0Ashl.b32 lo, {$r2}, 16;\0Aand.b32 hi, {$r2}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o2, hi, lo;\0Ashl.b32 lo, {$r3}, 16;\0Aand.b32 hi, {$r3}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o3, hi, lo;\0Ast.shared.v4.b32 [{$r5}], {o0, o1, o2, o3};\0A}" ro(%192#0, %192#1, %192#2, %192#3, %342, %350 : i32, i32, i32, i32, f32, i32)
              %351 = arith.addi %339, %284 : i32
              %352 = arith.addi %148, %351 : i32
              nvvm.inline_ptx "{\0A.reg .b32 o<4>;\0A.reg .f32 lo, hi;\0Ashl.b32 lo, {$r0}, 16;\0Aand.b32 hi, {$r0}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o0, hi, lo;\0Ashl.b32 lo, {$r1}, 16;\0Aand.b32 hi, {$r1}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o1, hi, lo;\0Ashl.b32 lo, {$r2}, 16;\0Aand.b32 hi, {$r2}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o2, hi, lo;\0Ashl.b32 lo, {$r3}, 16;\0Aand.b32 hi, {$r3}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o3, hi, lo;\0Ast.shared.v4.b32 [{$r5}], {o0, o1, o2, o3};\0A}" ro(%194#0, %194#1, %194#2, %194#3, %342, %352 : i32, i32, i32, i32, f32, i32)
              %353 = arith.addi %339, %289 : i32
              %354 = arith.addi %148, %353 : i32
              nvvm.inline_ptx "{\0A.reg .b32 o<4>;\0A.reg .f32 lo, hi;\0Ashl.b32 lo, {$r0}, 16;\0Aand.b32 hi, {$r0}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o0, hi, lo;\0Ashl.b32 lo, {$r1}, 16;\0Aand.b32 hi, {$r1}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o1, hi, lo;\0Ashl.b32 lo, {$r2}, 16;\0Aand.b32 hi, {$r2}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o2, hi, lo;\0Ashl.b32 lo, {$r3}, 16;\0Aand.b32 hi, {$r3}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o3, hi, lo;\0Ast.shared.v4.b32 [{$r5}], {o0, o1, o2, o3};\0A}" ro(%196#0, %196#1, %196#2, %196#3, %342, %354 : i32, i32, i32, i32, f32, i32)
              %355 = arith.addi %339, %293 : i32
              %356 = arith.addi %148, %355 : i32
              nvvm.inline_ptx "{\0A.reg .b32 o<4>;\0A.reg .f32 lo, hi;\0Ashl.b32 lo, {$r0}, 16;\0Aand.b32 hi, {$r0}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o0, hi, lo;\0Ashl.b32 lo, {$r1}, 16;\0Aand.b32 hi, {$r1}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o1, hi, lo;\0Ashl.b32 lo, {$r2}, 16;\0Aand.b32 hi, {$r2}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o2, hi, lo;\0Ashl.b32 lo, {$r3}, 16;\0Aand.b32 hi, {$r3}, 0xFFFF0000;\0Amul.f32 lo, lo, {$r4};\0Amul.f32 hi, hi, {$r4};\0Acvt.rn.f16x2.f32 o3, hi, lo;\0Ast.shared.v4.b32 [{$r5}], {o0, o1, o2, o3};\0A}" ro(%198#0, %198#1, %198#2, %198#3, %342, %356 : i32, i32, i32, i32, f32, i32)
              %357 = arith.subi %256, %c90_i32 : i32
              %358 = arith.maxsi %arg35, %357 : i32
              scf.yield %358 : i32
            }
            scf.if %149 {
              %152 = arith.muli %135, %c64_i32 : i32
              %153 = arith.addi %152, %95 : i32
              %154 = arith.muli %153, %c4_i32 : i32
              %155 = arith.addi %8, %154 : i32
              nvvm.inline_ptx "st.shared.b32 [{$r0}], {$r1};" ro(%155, %146 : i32, i32)
            }
            nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
            %151 = arith.addi %135, %c1_i32 : i32
            nvvm.barrier.arrive id = %151 number_of_threads = %c256_i32
            scf.yield %150 : i32
          }
          scf.yield %134, %132 : i32, i32
        } {loop_annotation = #loop_annotation}
        %115 = arith.subi %31, %29 : i32
        %116 = arith.subi %115, %c2_i32 : i32
        %117 = arith.maxsi %116, %c0_i32 : i32
        scf.for %arg34 = %117 to %115 step %c1_i32  : i32 {
          %118 = arith.remsi %arg34, %c2_i32 : i32
          %119 = arith.addi %118, %c3_i32 : i32
          nvvm.barrier id = %119 number_of_threads = %c256_i32
        } {loop_annotation = #loop_annotation}
      } else {
        nvvm.setmaxregister increase 200
        %95 = arith.cmpi eq, %5, %c1_i32 : i32
        scf.if %95 {
          %96 = arith.subi %1, %c128_i32 : i32
          %97 = arith.mulf %arg32, %93 : f32
          %98 = arith.remsi %96, %c128_i32 : i32
          %99 = arith.remsi %98, %c32_i32 : i32
          %100 = arith.floordivsi %98, %c32_i32 : i32
          %iter_25 = cute.recast_iter(%ptr_10) : !cute.ptr<i8, smem, align<512>> to !cute.ptr<f32, smem, align<512>>
          %101 = cute.ptrtoint(%iter_25) : !cute.ptr<f32, smem, align<512>> to i32
          %iter_26 = cute.recast_iter(%ptr_12) : !cute.ptr<i8, smem, align<512>> to !cute.ptr<f32, smem, align<512>>
          %102 = cute.ptrtoint(%iter_26) : !cute.ptr<f32, smem, align<512>> to i32
          %iter_27 = cute.recast_iter(%ptr_6) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<f16, smem, align<1024>>
          %103 = cute.ptrtoint(%iter_27) : !cute.ptr<f16, smem, align<1024>> to i32
          %iter_28 = cute.recast_iter(%ptr_16) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
          %104 = cute.ptrtoint(%iter_28) : !cute.ptr<f32, smem, align<16>> to i32
          %iter_29 = cute.recast_iter(%ptr_20) : !cute.ptr<i8, smem, align<32>> to !cute.ptr<i32, smem, align<32>>
          %105 = cute.ptrtoint(%iter_29) : !cute.ptr<i32, smem, align<32>> to i32
          %shape = cute.make_shape() : () -> !cute.shape<"(8,64)">
          %stride = cute.make_stride() : () -> !cute.stride<"(64,1)">
          %lay = cute.make_layout(%shape, %stride) : !cute.layout<"(8,64):(64,1)">
          %int_tuple_30 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
          %lay_31 = cute.make_composed_layout(%0, %int_tuple_30, %lay) : !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">
          %shape_32 = cute.make_shape() : () -> !cute.shape<"(64,512,2)">
          %int_tuple_33 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,1,2)">
          %tile_to_shape = cute.tile_to_shape(%lay_31, %shape_32, %int_tuple_33) : (!cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">, !cute.shape<"(64,512,2)">, !cute.int_tuple<"(0,1,2)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,8),(1,2)):((64,512),(1,4096),(0,32768))">
          %shape_34 = cute.make_shape() : () -> !cute.shape<"(32,512)">
          %int_tuple_35 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,1)">
          %tile_to_shape_36 = cute.tile_to_shape(%lay_31, %shape_34, %int_tuple_35) : (!cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">, !cute.shape<"(32,512)">, !cute.int_tuple<"(0,1)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((8,4),(64,8)):((64,512),(1,2048))">
          %shape_37 = cute.make_shape() : () -> !cute.shape<"(32,64,2)">
          %tile_to_shape_38 = cute.tile_to_shape(%lay_31, %shape_37, %int_tuple_33) : (!cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">, !cute.shape<"(32,64,2)">, !cute.int_tuple<"(0,1,2)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((8,4),(64,1),(1,2)):((64,512),(1,0),(0,2048))">
          %106 = cute.composed_get_outer(%tile_to_shape) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,8),(1,2)):((64,512),(1,4096),(0,32768))">) -> !cute.layout<"((8,8),(64,8),(1,2)):((64,512),(1,4096),(0,32768))">
          %iter_39 = cute.recast_iter(%ptr) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
          %view = cute.make_view(%iter_39, %106) : !memref_smem_f16
          %107 = cute.composed_get_outer(%tile_to_shape_36) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,4),(64,8)):((64,512),(1,2048))">) -> !cute.layout<"((8,4),(64,8)):((64,512),(1,2048))">
          %iter_40 = cute.recast_iter(%iter) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
          %view_41 = cute.make_view(%iter_40, %107) : !memref_smem_f16_1
          %108 = cute.composed_get_outer(%tile_to_shape_38) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,4),(64,1),(1,2)):((64,512),(1,0),(0,2048))">) -> !cute.layout<"((8,4),(64,1),(1,2)):((64,512),(1,0),(0,2048))">
          %iter_42 = cute.recast_iter(%ptr_6) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
          %view_43 = cute.make_view(%iter_42, %108) : !memref_smem_f16_2
          %shape_44 = cute.make_shape() : () -> !cute.shape<"((64,8),(8,8),2)">
          %stride_45 = cute.make_stride() : () -> !cute.stride<"((1,4096),(64,512),32768)">
          %lay_46 = cute.make_layout(%shape_44, %stride_45) : !cute.layout<"((64,8),(8,8),2):((1,4096),(64,512),32768)">
          %iter_47 = cute.recast_iter(%iter_22) : !cute.ptr<f16, smem, align<1024>> to !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
          %view_48 = cute.make_view(%iter_47, %lay_46) : !memref_smem_f16_3
          %coord = cute.make_coord(%98) : (i32) -> !cute.coord<"?">
          %ptn_A = cute.tiled.mma.partition A (%arg0, %view, %coord) : (!mma_f16_f16_f32_64x32x16, !memref_smem_f16, !cute.coord<"?">) -> !memref_smem_f16_4
          %frg_A = cute.mma.make_fragment A (%arg0, %ptn_A) : (!mma_f16_f16_f32_64x32x16, !memref_smem_f16_4) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">
          %ptn_B = cute.tiled.mma.partition B (%arg0, %view_41, %coord) : (!mma_f16_f16_f32_64x32x16, !memref_smem_f16_1, !cute.coord<"?">) -> !memref_smem_f16_5
          %frg_B = cute.mma.make_fragment B (%arg0, %ptn_B) : (!mma_f16_f16_f32_64x32x16, !memref_smem_f16_5) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">
          %ptn_A_49 = cute.tiled.mma.partition A (%arg1, %view_48, %coord) : (!mma_f16_f16_f32_64x32x16_1, !memref_smem_f16_3, !cute.coord<"?">) -> !memref_smem_f16_6
          %frg_A_50 = cute.mma.make_fragment A (%arg1, %ptn_A_49) : (!mma_f16_f16_f32_64x32x16_1, !memref_smem_f16_6) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,8,4,2):(0,512,128,4096)">
          %ptn_B_51 = cute.tiled.mma.partition B (%arg1, %view_43, %coord) : (!mma_f16_f16_f32_64x32x16_1, !memref_smem_f16_2, !cute.coord<"?">) -> !memref_smem_f16_7
          %frg_B_52 = cute.mma.make_fragment B (%arg1, %ptn_B_51) : (!mma_f16_f16_f32_64x32x16_1, !memref_smem_f16_7) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,2)):(0,0,2,(0,256))">
          %shape_53 = cute.make_shape() : () -> !cute.shape<"((2,2,4),1,1)">
          %frg_C = cute.mma.make_fragment C (%arg0, %shape_53) : (!mma_f16_f16_f32_64x32x16, !cute.shape<"((2,2,4),1,1)">) -> !memref_rmem_f32
          %shape_54 = cute.make_shape() : () -> !cute.shape<"((2,2,4),8,1)">
          %frg_C_55 = cute.mma.make_fragment C (%arg1, %shape_54) : (!mma_f16_f16_f32_64x32x16_1, !cute.shape<"((2,2,4),8,1)">) -> !memref_rmem_f32_1
          cute.memref.store_vec(%cst, %frg_C_55) : (vector<128xf32>, !memref_rmem_f32_1) -> ()
          %109 = arith.remsi %99, %c4_i32 : i32
          %110 = arith.muli %109, %c2_i32 : i32
          %111 = arith.addi %110, %c1_i32 : i32
          %112 = arith.addi %110, %c8_i32 : i32
          %113 = arith.addi %110, %c9_i32 : i32
          %114 = arith.addi %110, %c16_i32 : i32
          %115 = arith.addi %110, %c17_i32 : i32
          %116 = arith.addi %110, %c24_i32 : i32
          %117 = arith.addi %110, %c25_i32 : i32
          %rmem = cute.memref.alloca() : !memref_rmem_f32_2
          %rmem_56 = cute.memref.alloca() : !memref_rmem_f32_2
          %coord_57 = cute.make_coord() : () -> !cute.coord<"0">
          cute.memref.store(%rmem, %coord_57, %cst_3) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          cute.memref.store(%rmem_56, %coord_57, %cst_4) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          %coord_58 = cute.make_coord() : () -> !cute.coord<"1">
          cute.memref.store(%rmem, %coord_58, %cst_3) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          cute.memref.store(%rmem_56, %coord_58, %cst_4) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          %coord_59 = cute.make_coord() : () -> !cute.coord<"2">
          cute.memref.store(%rmem, %coord_59, %cst_3) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          cute.memref.store(%rmem_56, %coord_59, %cst_4) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          %coord_60 = cute.make_coord() : () -> !cute.coord<"3">
          cute.memref.store(%rmem, %coord_60, %cst_3) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          cute.memref.store(%rmem_56, %coord_60, %cst_4) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          %coord_61 = cute.make_coord() : () -> !cute.coord<"4">
          cute.memref.store(%rmem, %coord_61, %cst_3) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          cute.memref.store(%rmem_56, %coord_61, %cst_4) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          %coord_62 = cute.make_coord() : () -> !cute.coord<"5">
          cute.memref.store(%rmem, %coord_62, %cst_3) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
          cute.memref.store(%rmem_56, %coord_62, %cst_4) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
          %coord_63 = cute.make_coord() : () -> !cute.coord<"6">
          cute.memref.store(%rmem, %coord_63, %cst_3) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
          cute.memref.store(%rmem_56, %coord_63, %cst_4) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
          %coord_64 = cute.make_coord() : () -> !cute.coord<"7">
          cute.memref.store(%rmem, %coord_64, %cst_3) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
          cute.memref.store(%rmem_56, %coord_64, %cst_4) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
          %118:3 = scf.for %arg34 = %29 to %31 step %c2_i32 iter_args(%arg35 = %arg18, %arg36 = %arg0, %arg37 = %arg1) -> (f32, !mma_f16_f16_f32_64x32x16, !mma_f16_f16_f32_64x32x16_1)  : i32 {
            %1628 = arith.cmpi slt, %arg34, %17 : i32
            %1629 = arith.select %1628, %arg18, %arg27 : f32
            nvvm.barrier id = %c1_i32 number_of_threads = %c256_i32
            %1630 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%104 : i32) -> f32
            %1631 = arith.mulf %1630, %1629 : f32
            %1632 = arith.mulf %97, %1631 : f32
            nvvm.wgmma.fence.aligned
            %1633 = cute_nvgpu.atom.set_value<accum_c>(%arg36, %false) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_185 = cute.make_coord() : () -> !cute.coord<"(_,_,0,0)">
            %slice = cute.slice(%frg_A, %coord_185) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,0,0)">
            %coord_186 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
            %slice_187 = cute.slice(%frg_B, %coord_186) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,0)">
            cute.gemm(%1633, %frg_C, %slice, %slice_187, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1634 = cute_nvgpu.atom.set_value<accum_c>(%1633, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_188 = cute.make_coord() : () -> !cute.coord<"(_,_,1,0)">
            %slice_189 = cute.slice(%frg_A, %coord_188) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,1,0)">
            %coord_190 = cute.make_coord() : () -> !cute.coord<"(_,_,1)">
            %slice_191 = cute.slice(%frg_B, %coord_190) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,1)">
            cute.gemm(%1634, %frg_C, %slice_189, %slice_191, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1635 = cute_nvgpu.atom.set_value<accum_c>(%1634, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_192 = cute.make_coord() : () -> !cute.coord<"(_,_,2,0)">
            %slice_193 = cute.slice(%frg_A, %coord_192) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,2,0)">
            %coord_194 = cute.make_coord() : () -> !cute.coord<"(_,_,2)">
            %slice_195 = cute.slice(%frg_B, %coord_194) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,2)">
            cute.gemm(%1635, %frg_C, %slice_193, %slice_195, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1636 = cute_nvgpu.atom.set_value<accum_c>(%1635, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_196 = cute.make_coord() : () -> !cute.coord<"(_,_,3,0)">
            %slice_197 = cute.slice(%frg_A, %coord_196) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,3,0)">
            %coord_198 = cute.make_coord() : () -> !cute.coord<"(_,_,3)">
            %slice_199 = cute.slice(%frg_B, %coord_198) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,3)">
            cute.gemm(%1636, %frg_C, %slice_197, %slice_199, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1637 = cute_nvgpu.atom.set_value<accum_c>(%1636, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_200 = cute.make_coord() : () -> !cute.coord<"(_,_,4,0)">
            %slice_201 = cute.slice(%frg_A, %coord_200) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,4,0)">
            %coord_202 = cute.make_coord() : () -> !cute.coord<"(_,_,4)">
            %slice_203 = cute.slice(%frg_B, %coord_202) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,4)">
            cute.gemm(%1637, %frg_C, %slice_201, %slice_203, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1638 = cute_nvgpu.atom.set_value<accum_c>(%1637, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_204 = cute.make_coord() : () -> !cute.coord<"(_,_,5,0)">
            %slice_205 = cute.slice(%frg_A, %coord_204) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,5,0)">
            %coord_206 = cute.make_coord() : () -> !cute.coord<"(_,_,5)">
            %slice_207 = cute.slice(%frg_B, %coord_206) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,5)">
            cute.gemm(%1638, %frg_C, %slice_205, %slice_207, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1639 = cute_nvgpu.atom.set_value<accum_c>(%1638, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_208 = cute.make_coord() : () -> !cute.coord<"(_,_,6,0)">
            %slice_209 = cute.slice(%frg_A, %coord_208) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,6,0)">
            %coord_210 = cute.make_coord() : () -> !cute.coord<"(_,_,6)">
            %slice_211 = cute.slice(%frg_B, %coord_210) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,6)">
            cute.gemm(%1639, %frg_C, %slice_209, %slice_211, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1640 = cute_nvgpu.atom.set_value<accum_c>(%1639, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_212 = cute.make_coord() : () -> !cute.coord<"(_,_,7,0)">
            %slice_213 = cute.slice(%frg_A, %coord_212) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,7,0)">
            %coord_214 = cute.make_coord() : () -> !cute.coord<"(_,_,7)">
            %slice_215 = cute.slice(%frg_B, %coord_214) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,7)">
            cute.gemm(%1640, %frg_C, %slice_213, %slice_215, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1641 = cute_nvgpu.atom.set_value<accum_c>(%1640, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_216 = cute.make_coord() : () -> !cute.coord<"(_,_,8,0)">
            %slice_217 = cute.slice(%frg_A, %coord_216) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,8,0)">
            %coord_218 = cute.make_coord() : () -> !cute.coord<"(_,_,8)">
            %slice_219 = cute.slice(%frg_B, %coord_218) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,8)">
            cute.gemm(%1641, %frg_C, %slice_217, %slice_219, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1642 = cute_nvgpu.atom.set_value<accum_c>(%1641, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_220 = cute.make_coord() : () -> !cute.coord<"(_,_,9,0)">
            %slice_221 = cute.slice(%frg_A, %coord_220) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,9,0)">
            %coord_222 = cute.make_coord() : () -> !cute.coord<"(_,_,9)">
            %slice_223 = cute.slice(%frg_B, %coord_222) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,9)">
            cute.gemm(%1642, %frg_C, %slice_221, %slice_223, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1643 = cute_nvgpu.atom.set_value<accum_c>(%1642, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_224 = cute.make_coord() : () -> !cute.coord<"(_,_,10,0)">
            %slice_225 = cute.slice(%frg_A, %coord_224) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,10,0)">
            %coord_226 = cute.make_coord() : () -> !cute.coord<"(_,_,10)">
            %slice_227 = cute.slice(%frg_B, %coord_226) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,10)">
            cute.gemm(%1643, %frg_C, %slice_225, %slice_227, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1644 = cute_nvgpu.atom.set_value<accum_c>(%1643, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_228 = cute.make_coord() : () -> !cute.coord<"(_,_,11,0)">
            %slice_229 = cute.slice(%frg_A, %coord_228) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,11,0)">
            %coord_230 = cute.make_coord() : () -> !cute.coord<"(_,_,11)">
            %slice_231 = cute.slice(%frg_B, %coord_230) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,11)">
            cute.gemm(%1644, %frg_C, %slice_229, %slice_231, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1645 = cute_nvgpu.atom.set_value<accum_c>(%1644, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_232 = cute.make_coord() : () -> !cute.coord<"(_,_,12,0)">
            %slice_233 = cute.slice(%frg_A, %coord_232) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,12,0)">
            %coord_234 = cute.make_coord() : () -> !cute.coord<"(_,_,12)">
            %slice_235 = cute.slice(%frg_B, %coord_234) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,12)">
            cute.gemm(%1645, %frg_C, %slice_233, %slice_235, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1646 = cute_nvgpu.atom.set_value<accum_c>(%1645, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_236 = cute.make_coord() : () -> !cute.coord<"(_,_,13,0)">
            %slice_237 = cute.slice(%frg_A, %coord_236) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,13,0)">
            %coord_238 = cute.make_coord() : () -> !cute.coord<"(_,_,13)">
            %slice_239 = cute.slice(%frg_B, %coord_238) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,13)">
            cute.gemm(%1646, %frg_C, %slice_237, %slice_239, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1647 = cute_nvgpu.atom.set_value<accum_c>(%1646, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_240 = cute.make_coord() : () -> !cute.coord<"(_,_,14,0)">
            %slice_241 = cute.slice(%frg_A, %coord_240) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,14,0)">
            %coord_242 = cute.make_coord() : () -> !cute.coord<"(_,_,14)">
            %slice_243 = cute.slice(%frg_B, %coord_242) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,14)">
            cute.gemm(%1647, %frg_C, %slice_241, %slice_243, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1648 = cute_nvgpu.atom.set_value<accum_c>(%1647, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_244 = cute.make_coord() : () -> !cute.coord<"(_,_,15,0)">
            %slice_245 = cute.slice(%frg_A, %coord_244) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,15,0)">
            %coord_246 = cute.make_coord() : () -> !cute.coord<"(_,_,15)">
            %slice_247 = cute.slice(%frg_B, %coord_246) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,15)">
            cute.gemm(%1648, %frg_C, %slice_245, %slice_247, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1649 = cute_nvgpu.atom.set_value<accum_c>(%1648, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_248 = cute.make_coord() : () -> !cute.coord<"(_,_,16,0)">
            %slice_249 = cute.slice(%frg_A, %coord_248) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,16,0)">
            %coord_250 = cute.make_coord() : () -> !cute.coord<"(_,_,16)">
            %slice_251 = cute.slice(%frg_B, %coord_250) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,16)">
            cute.gemm(%1649, %frg_C, %slice_249, %slice_251, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1650 = cute_nvgpu.atom.set_value<accum_c>(%1649, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_252 = cute.make_coord() : () -> !cute.coord<"(_,_,17,0)">
            %slice_253 = cute.slice(%frg_A, %coord_252) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,17,0)">
            %coord_254 = cute.make_coord() : () -> !cute.coord<"(_,_,17)">
            %slice_255 = cute.slice(%frg_B, %coord_254) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,17)">
            cute.gemm(%1650, %frg_C, %slice_253, %slice_255, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1651 = cute_nvgpu.atom.set_value<accum_c>(%1650, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_256 = cute.make_coord() : () -> !cute.coord<"(_,_,18,0)">
            %slice_257 = cute.slice(%frg_A, %coord_256) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,18,0)">
            %coord_258 = cute.make_coord() : () -> !cute.coord<"(_,_,18)">
            %slice_259 = cute.slice(%frg_B, %coord_258) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,18)">
            cute.gemm(%1651, %frg_C, %slice_257, %slice_259, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1652 = cute_nvgpu.atom.set_value<accum_c>(%1651, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_260 = cute.make_coord() : () -> !cute.coord<"(_,_,19,0)">
            %slice_261 = cute.slice(%frg_A, %coord_260) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,19,0)">
            %coord_262 = cute.make_coord() : () -> !cute.coord<"(_,_,19)">
            %slice_263 = cute.slice(%frg_B, %coord_262) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,19)">
            cute.gemm(%1652, %frg_C, %slice_261, %slice_263, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1653 = cute_nvgpu.atom.set_value<accum_c>(%1652, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_264 = cute.make_coord() : () -> !cute.coord<"(_,_,20,0)">
            %slice_265 = cute.slice(%frg_A, %coord_264) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,20,0)">
            %coord_266 = cute.make_coord() : () -> !cute.coord<"(_,_,20)">
            %slice_267 = cute.slice(%frg_B, %coord_266) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,20)">
            cute.gemm(%1653, %frg_C, %slice_265, %slice_267, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1654 = cute_nvgpu.atom.set_value<accum_c>(%1653, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_268 = cute.make_coord() : () -> !cute.coord<"(_,_,21,0)">
            %slice_269 = cute.slice(%frg_A, %coord_268) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,21,0)">
            %coord_270 = cute.make_coord() : () -> !cute.coord<"(_,_,21)">
            %slice_271 = cute.slice(%frg_B, %coord_270) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,21)">
            cute.gemm(%1654, %frg_C, %slice_269, %slice_271, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1655 = cute_nvgpu.atom.set_value<accum_c>(%1654, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_272 = cute.make_coord() : () -> !cute.coord<"(_,_,22,0)">
            %slice_273 = cute.slice(%frg_A, %coord_272) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,22,0)">
            %coord_274 = cute.make_coord() : () -> !cute.coord<"(_,_,22)">
            %slice_275 = cute.slice(%frg_B, %coord_274) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,22)">
            cute.gemm(%1655, %frg_C, %slice_273, %slice_275, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1656 = cute_nvgpu.atom.set_value<accum_c>(%1655, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_276 = cute.make_coord() : () -> !cute.coord<"(_,_,23,0)">
            %slice_277 = cute.slice(%frg_A, %coord_276) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,23,0)">
            %coord_278 = cute.make_coord() : () -> !cute.coord<"(_,_,23)">
            %slice_279 = cute.slice(%frg_B, %coord_278) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,23)">
            cute.gemm(%1656, %frg_C, %slice_277, %slice_279, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1657 = cute_nvgpu.atom.set_value<accum_c>(%1656, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_280 = cute.make_coord() : () -> !cute.coord<"(_,_,24,0)">
            %slice_281 = cute.slice(%frg_A, %coord_280) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,24,0)">
            %coord_282 = cute.make_coord() : () -> !cute.coord<"(_,_,24)">
            %slice_283 = cute.slice(%frg_B, %coord_282) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,24)">
            cute.gemm(%1657, %frg_C, %slice_281, %slice_283, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1658 = cute_nvgpu.atom.set_value<accum_c>(%1657, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_284 = cute.make_coord() : () -> !cute.coord<"(_,_,25,0)">
            %slice_285 = cute.slice(%frg_A, %coord_284) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,25,0)">
            %coord_286 = cute.make_coord() : () -> !cute.coord<"(_,_,25)">
            %slice_287 = cute.slice(%frg_B, %coord_286) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,25)">
            cute.gemm(%1658, %frg_C, %slice_285, %slice_287, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1659 = cute_nvgpu.atom.set_value<accum_c>(%1658, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_288 = cute.make_coord() : () -> !cute.coord<"(_,_,26,0)">
            %slice_289 = cute.slice(%frg_A, %coord_288) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,26,0)">
            %coord_290 = cute.make_coord() : () -> !cute.coord<"(_,_,26)">
            %slice_291 = cute.slice(%frg_B, %coord_290) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,26)">
            cute.gemm(%1659, %frg_C, %slice_289, %slice_291, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1660 = cute_nvgpu.atom.set_value<accum_c>(%1659, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_292 = cute.make_coord() : () -> !cute.coord<"(_,_,27,0)">
            %slice_293 = cute.slice(%frg_A, %coord_292) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,27,0)">
            %coord_294 = cute.make_coord() : () -> !cute.coord<"(_,_,27)">
            %slice_295 = cute.slice(%frg_B, %coord_294) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,27)">
            cute.gemm(%1660, %frg_C, %slice_293, %slice_295, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1661 = cute_nvgpu.atom.set_value<accum_c>(%1660, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_296 = cute.make_coord() : () -> !cute.coord<"(_,_,28,0)">
            %slice_297 = cute.slice(%frg_A, %coord_296) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,28,0)">
            %coord_298 = cute.make_coord() : () -> !cute.coord<"(_,_,28)">
            %slice_299 = cute.slice(%frg_B, %coord_298) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,28)">
            cute.gemm(%1661, %frg_C, %slice_297, %slice_299, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1662 = cute_nvgpu.atom.set_value<accum_c>(%1661, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_300 = cute.make_coord() : () -> !cute.coord<"(_,_,29,0)">
            %slice_301 = cute.slice(%frg_A, %coord_300) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,29,0)">
            %coord_302 = cute.make_coord() : () -> !cute.coord<"(_,_,29)">
            %slice_303 = cute.slice(%frg_B, %coord_302) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,29)">
            cute.gemm(%1662, %frg_C, %slice_301, %slice_303, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1663 = cute_nvgpu.atom.set_value<accum_c>(%1662, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_304 = cute.make_coord() : () -> !cute.coord<"(_,_,30,0)">
            %slice_305 = cute.slice(%frg_A, %coord_304) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,30,0)">
            %coord_306 = cute.make_coord() : () -> !cute.coord<"(_,_,30)">
            %slice_307 = cute.slice(%frg_B, %coord_306) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,30)">
            cute.gemm(%1663, %frg_C, %slice_305, %slice_307, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1664 = cute_nvgpu.atom.set_value<accum_c>(%1663, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_308 = cute.make_coord() : () -> !cute.coord<"(_,_,31,0)">
            %slice_309 = cute.slice(%frg_A, %coord_308) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,31,0)">
            %coord_310 = cute.make_coord() : () -> !cute.coord<"(_,_,31)">
            %slice_311 = cute.slice(%frg_B, %coord_310) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,31)">
            cute.gemm(%1664, %frg_C, %slice_309, %slice_311, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            nvvm.wgmma.commit.group.sync.aligned
            nvvm.wgmma.wait.group.sync.aligned 0
            %1665 = arith.floordivsi %99, %c4_i32 : i32
            %1666 = arith.muli %100, %c16_i32 : i32
            %1667 = arith.addi %1665, %1666 : i32
            %1668 = arith.muli %1667, %c4_i32 : i32
            %1669 = arith.addi %8, %1668 : i32
            %1670 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%1669 : i32) -> i32
            %1671 = arith.cmpi ne, %1670, %c0_i32 : i32
            %1672 = arith.addi %1667, %c8_i32 : i32
            %1673 = arith.muli %1672, %c4_i32 : i32
            %1674 = arith.addi %8, %1673 : i32
            %1675 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%1674 : i32) -> i32
            %1676 = arith.cmpi ne, %1675, %c0_i32 : i32
            %1677 = cute.memref.load(%frg_C, %coord_57) : (!memref_rmem_f32, !cute.coord<"0">) -> f32
            %1678 = arith.mulf %1677, %1632 : f32
            %1679 = arith.select %1671, %1678, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_57, %1679) : (!memref_rmem_f32, !cute.coord<"0">, f32) -> ()
            %1680 = nvvm.fmax %cst_3, %1679
            %1681 = cute.memref.load(%frg_C, %coord_58) : (!memref_rmem_f32, !cute.coord<"1">) -> f32
            %1682 = arith.mulf %1681, %1632 : f32
            %1683 = arith.select %1671, %1682, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_58, %1683) : (!memref_rmem_f32, !cute.coord<"1">, f32) -> ()
            %1684 = nvvm.fmax %cst_3, %1683
            %1685 = cute.memref.load(%frg_C, %coord_59) : (!memref_rmem_f32, !cute.coord<"2">) -> f32
            %1686 = arith.mulf %1685, %1632 : f32
            %1687 = arith.select %1676, %1686, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_59, %1687) : (!memref_rmem_f32, !cute.coord<"2">, f32) -> ()
            %1688 = nvvm.fmax %1680, %1687
            %1689 = cute.memref.load(%frg_C, %coord_60) : (!memref_rmem_f32, !cute.coord<"3">) -> f32
            %1690 = arith.mulf %1689, %1632 : f32
            %1691 = arith.select %1676, %1690, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_60, %1691) : (!memref_rmem_f32, !cute.coord<"3">, f32) -> ()
            %1692 = nvvm.fmax %1684, %1691
            %1693 = cute.memref.load(%frg_C, %coord_61) : (!memref_rmem_f32, !cute.coord<"4">) -> f32
            %1694 = arith.mulf %1693, %1632 : f32
            %1695 = arith.select %1671, %1694, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_61, %1695) : (!memref_rmem_f32, !cute.coord<"4">, f32) -> ()
            %1696 = nvvm.fmax %cst_3, %1695
            %1697 = cute.memref.load(%frg_C, %coord_62) : (!memref_rmem_f32, !cute.coord<"5">) -> f32
            %1698 = arith.mulf %1697, %1632 : f32
            %1699 = arith.select %1671, %1698, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_62, %1699) : (!memref_rmem_f32, !cute.coord<"5">, f32) -> ()
            %1700 = nvvm.fmax %cst_3, %1699
            %1701 = cute.memref.load(%frg_C, %coord_63) : (!memref_rmem_f32, !cute.coord<"6">) -> f32
            %1702 = arith.mulf %1701, %1632 : f32
            %1703 = arith.select %1676, %1702, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_63, %1703) : (!memref_rmem_f32, !cute.coord<"6">, f32) -> ()
            %1704 = nvvm.fmax %1696, %1703
            %1705 = cute.memref.load(%frg_C, %coord_64) : (!memref_rmem_f32, !cute.coord<"7">) -> f32
            %1706 = arith.mulf %1705, %1632 : f32
            %1707 = arith.select %1676, %1706, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_64, %1707) : (!memref_rmem_f32, !cute.coord<"7">, f32) -> ()
            %1708 = nvvm.fmax %1700, %1707
            %coord_312 = cute.make_coord() : () -> !cute.coord<"8">
            %1709 = cute.memref.load(%frg_C, %coord_312) : (!memref_rmem_f32, !cute.coord<"8">) -> f32
            %1710 = arith.mulf %1709, %1632 : f32
            %1711 = arith.select %1671, %1710, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_312, %1711) : (!memref_rmem_f32, !cute.coord<"8">, f32) -> ()
            %1712 = nvvm.fmax %cst_3, %1711
            %coord_313 = cute.make_coord() : () -> !cute.coord<"9">
            %1713 = cute.memref.load(%frg_C, %coord_313) : (!memref_rmem_f32, !cute.coord<"9">) -> f32
            %1714 = arith.mulf %1713, %1632 : f32
            %1715 = arith.select %1671, %1714, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_313, %1715) : (!memref_rmem_f32, !cute.coord<"9">, f32) -> ()
            %1716 = nvvm.fmax %cst_3, %1715
            %coord_314 = cute.make_coord() : () -> !cute.coord<"10">
            %1717 = cute.memref.load(%frg_C, %coord_314) : (!memref_rmem_f32, !cute.coord<"10">) -> f32
            %1718 = arith.mulf %1717, %1632 : f32
            %1719 = arith.select %1676, %1718, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_314, %1719) : (!memref_rmem_f32, !cute.coord<"10">, f32) -> ()
            %1720 = nvvm.fmax %1712, %1719
            %coord_315 = cute.make_coord() : () -> !cute.coord<"11">
            %1721 = cute.memref.load(%frg_C, %coord_315) : (!memref_rmem_f32, !cute.coord<"11">) -> f32
            %1722 = arith.mulf %1721, %1632 : f32
            %1723 = arith.select %1676, %1722, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_315, %1723) : (!memref_rmem_f32, !cute.coord<"11">, f32) -> ()
            %1724 = nvvm.fmax %1716, %1723
            %coord_316 = cute.make_coord() : () -> !cute.coord<"12">
            %1725 = cute.memref.load(%frg_C, %coord_316) : (!memref_rmem_f32, !cute.coord<"12">) -> f32
            %1726 = arith.mulf %1725, %1632 : f32
            %1727 = arith.select %1671, %1726, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_316, %1727) : (!memref_rmem_f32, !cute.coord<"12">, f32) -> ()
            %1728 = nvvm.fmax %cst_3, %1727
            %coord_317 = cute.make_coord() : () -> !cute.coord<"13">
            %1729 = cute.memref.load(%frg_C, %coord_317) : (!memref_rmem_f32, !cute.coord<"13">) -> f32
            %1730 = arith.mulf %1729, %1632 : f32
            %1731 = arith.select %1671, %1730, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_317, %1731) : (!memref_rmem_f32, !cute.coord<"13">, f32) -> ()
            %1732 = nvvm.fmax %cst_3, %1731
            %coord_318 = cute.make_coord() : () -> !cute.coord<"14">
            %1733 = cute.memref.load(%frg_C, %coord_318) : (!memref_rmem_f32, !cute.coord<"14">) -> f32
            %1734 = arith.mulf %1733, %1632 : f32
            %1735 = arith.select %1676, %1734, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_318, %1735) : (!memref_rmem_f32, !cute.coord<"14">, f32) -> ()
            %1736 = nvvm.fmax %1728, %1735
            %coord_319 = cute.make_coord() : () -> !cute.coord<"15">
            %1737 = cute.memref.load(%frg_C, %coord_319) : (!memref_rmem_f32, !cute.coord<"15">) -> f32
            %1738 = arith.mulf %1737, %1632 : f32
            %1739 = arith.select %1676, %1738, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_319, %1739) : (!memref_rmem_f32, !cute.coord<"15">, f32) -> ()
            %1740 = nvvm.fmax %1732, %1739
            %1741 = nvvm.shfl.sync bfly %c-1_i32, %1688, %c4_i32, %c31_i32 : f32 -> f32
            %1742 = nvvm.fmax %1688, %1741
            %1743 = nvvm.shfl.sync bfly %c-1_i32, %1742, %c8_i32, %c31_i32 : f32 -> f32
            %1744 = nvvm.fmax %1742, %1743
            %1745 = nvvm.shfl.sync bfly %c-1_i32, %1744, %c16_i32, %c31_i32 : f32 -> f32
            %1746 = nvvm.fmax %1744, %1745
            %1747 = nvvm.shfl.sync bfly %c-1_i32, %1692, %c4_i32, %c31_i32 : f32 -> f32
            %1748 = nvvm.fmax %1692, %1747
            %1749 = nvvm.shfl.sync bfly %c-1_i32, %1748, %c8_i32, %c31_i32 : f32 -> f32
            %1750 = nvvm.fmax %1748, %1749
            %1751 = nvvm.shfl.sync bfly %c-1_i32, %1750, %c16_i32, %c31_i32 : f32 -> f32
            %1752 = nvvm.fmax %1750, %1751
            %1753 = nvvm.shfl.sync bfly %c-1_i32, %1704, %c4_i32, %c31_i32 : f32 -> f32
            %1754 = nvvm.fmax %1704, %1753
            %1755 = nvvm.shfl.sync bfly %c-1_i32, %1754, %c8_i32, %c31_i32 : f32 -> f32
            %1756 = nvvm.fmax %1754, %1755
            %1757 = nvvm.shfl.sync bfly %c-1_i32, %1756, %c16_i32, %c31_i32 : f32 -> f32
            %1758 = nvvm.fmax %1756, %1757
            %1759 = nvvm.shfl.sync bfly %c-1_i32, %1708, %c4_i32, %c31_i32 : f32 -> f32
            %1760 = nvvm.fmax %1708, %1759
            %1761 = nvvm.shfl.sync bfly %c-1_i32, %1760, %c8_i32, %c31_i32 : f32 -> f32
            %1762 = nvvm.fmax %1760, %1761
            %1763 = nvvm.shfl.sync bfly %c-1_i32, %1762, %c16_i32, %c31_i32 : f32 -> f32
            %1764 = nvvm.fmax %1762, %1763
            %1765 = nvvm.shfl.sync bfly %c-1_i32, %1720, %c4_i32, %c31_i32 : f32 -> f32
            %1766 = nvvm.fmax %1720, %1765
            %1767 = nvvm.shfl.sync bfly %c-1_i32, %1766, %c8_i32, %c31_i32 : f32 -> f32
            %1768 = nvvm.fmax %1766, %1767
            %1769 = nvvm.shfl.sync bfly %c-1_i32, %1768, %c16_i32, %c31_i32 : f32 -> f32
            %1770 = nvvm.fmax %1768, %1769
            %1771 = nvvm.shfl.sync bfly %c-1_i32, %1724, %c4_i32, %c31_i32 : f32 -> f32
            %1772 = nvvm.fmax %1724, %1771
            %1773 = nvvm.shfl.sync bfly %c-1_i32, %1772, %c8_i32, %c31_i32 : f32 -> f32
            %1774 = nvvm.fmax %1772, %1773
            %1775 = nvvm.shfl.sync bfly %c-1_i32, %1774, %c16_i32, %c31_i32 : f32 -> f32
            %1776 = nvvm.fmax %1774, %1775
            %1777 = nvvm.shfl.sync bfly %c-1_i32, %1736, %c4_i32, %c31_i32 : f32 -> f32
            %1778 = nvvm.fmax %1736, %1777
            %1779 = nvvm.shfl.sync bfly %c-1_i32, %1778, %c8_i32, %c31_i32 : f32 -> f32
            %1780 = nvvm.fmax %1778, %1779
            %1781 = nvvm.shfl.sync bfly %c-1_i32, %1780, %c16_i32, %c31_i32 : f32 -> f32
            %1782 = nvvm.fmax %1780, %1781
            %1783 = nvvm.shfl.sync bfly %c-1_i32, %1740, %c4_i32, %c31_i32 : f32 -> f32
            %1784 = nvvm.fmax %1740, %1783
            %1785 = nvvm.shfl.sync bfly %c-1_i32, %1784, %c8_i32, %c31_i32 : f32 -> f32
            %1786 = nvvm.fmax %1784, %1785
            %1787 = nvvm.shfl.sync bfly %c-1_i32, %1786, %c16_i32, %c31_i32 : f32 -> f32
            %1788 = nvvm.fmax %1786, %1787
            %1789 = arith.cmpi slt, %99, %c4_i32 : i32
            scf.if %1789 {
              %2467 = arith.muli %100, %c32_i32 : i32
              %2468 = arith.addi %2467, %110 : i32
              %2469 = arith.muli %2468, %c4_i32 : i32
              %2470 = arith.addi %101, %2469 : i32
              %2471 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1746 : (f32) -> f32
              nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%2470, %2471 : i32, f32)
              %2472 = arith.addi %2467, %111 : i32
              %2473 = arith.muli %2472, %c4_i32 : i32
              %2474 = arith.addi %101, %2473 : i32
              %2475 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1752 : (f32) -> f32
              nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%2474, %2475 : i32, f32)
              %2476 = arith.addi %2467, %112 : i32
              %2477 = arith.muli %2476, %c4_i32 : i32
              %2478 = arith.addi %101, %2477 : i32
              %2479 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1758 : (f32) -> f32
              nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%2478, %2479 : i32, f32)
              %2480 = arith.addi %2467, %113 : i32
              %2481 = arith.muli %2480, %c4_i32 : i32
              %2482 = arith.addi %101, %2481 : i32
              %2483 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1764 : (f32) -> f32
              nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%2482, %2483 : i32, f32)
              %2484 = arith.addi %2467, %114 : i32
              %2485 = arith.muli %2484, %c4_i32 : i32
              %2486 = arith.addi %101, %2485 : i32
              %2487 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1770 : (f32) -> f32
              nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%2486, %2487 : i32, f32)
              %2488 = arith.addi %2467, %115 : i32
              %2489 = arith.muli %2488, %c4_i32 : i32
              %2490 = arith.addi %101, %2489 : i32
              %2491 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1776 : (f32) -> f32
              nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%2490, %2491 : i32, f32)
              %2492 = arith.addi %2467, %116 : i32
              %2493 = arith.muli %2492, %c4_i32 : i32
              %2494 = arith.addi %101, %2493 : i32
              %2495 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1782 : (f32) -> f32
              nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%2494, %2495 : i32, f32)
              %2496 = arith.addi %2467, %117 : i32
              %2497 = arith.muli %2496, %c4_i32 : i32
              %2498 = arith.addi %101, %2497 : i32
              %2499 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1788 : (f32) -> f32
              nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%2498, %2499 : i32, f32)
            }
            nvvm.barrier id = %c7_i32 number_of_threads = %c128_i32
            %1790 = cute.memref.load(%rmem, %coord_57) : (!memref_rmem_f32_2, !cute.coord<"0">) -> f32
            %1791 = arith.cmpf oeq, %1790, %cst_3 : f32
            %1792 = arith.muli %109, %c8_i32 : i32
            %1793 = arith.addi %101, %1792 : i32
            %1794 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1793 : i32) -> f32
            %1795 = nvvm.fmax %1746, %1794
            %1796 = arith.addi %110, %c32_i32 : i32
            %1797 = arith.muli %1796, %c4_i32 : i32
            %1798 = arith.addi %101, %1797 : i32
            %1799 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1798 : i32) -> f32
            %1800 = nvvm.fmax %1795, %1799
            %1801 = arith.addi %110, %c64_i32 : i32
            %1802 = arith.muli %1801, %c4_i32 : i32
            %1803 = arith.addi %101, %1802 : i32
            %1804 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1803 : i32) -> f32
            %1805 = nvvm.fmax %1800, %1804
            %1806 = arith.addi %110, %c96_i32 : i32
            %1807 = arith.muli %1806, %c4_i32 : i32
            %1808 = arith.addi %101, %1807 : i32
            %1809 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1808 : i32) -> f32
            %1810 = nvvm.fmax %1805, %1809
            %1811 = cute.memref.load(%rmem, %coord_57) : (!memref_rmem_f32_2, !cute.coord<"0">) -> f32
            %1812 = nvvm.fmax %1811, %1810
            %1813 = arith.cmpf oeq, %1812, %cst_3 : f32
            %1814 = arith.select %1813, %cst_4, %1812 : f32
            %1815 = cute.memref.load(%rmem, %coord_57) : (!memref_rmem_f32_2, !cute.coord<"0">) -> f32
            %1816 = arith.subf %1815, %1814 : f32
            %1817 = math.exp2 %1816 fastmath<fast> : f32
            cute.memref.store(%rmem, %coord_57, %1812) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
            %1818 = arith.muli %111, %c4_i32 : i32
            %1819 = arith.addi %101, %1818 : i32
            %1820 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1819 : i32) -> f32
            %1821 = nvvm.fmax %1752, %1820
            %1822 = arith.addi %110, %c33_i32 : i32
            %1823 = arith.muli %1822, %c4_i32 : i32
            %1824 = arith.addi %101, %1823 : i32
            %1825 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1824 : i32) -> f32
            %1826 = nvvm.fmax %1821, %1825
            %1827 = arith.addi %110, %c65_i32 : i32
            %1828 = arith.muli %1827, %c4_i32 : i32
            %1829 = arith.addi %101, %1828 : i32
            %1830 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1829 : i32) -> f32
            %1831 = nvvm.fmax %1826, %1830
            %1832 = arith.addi %110, %c97_i32 : i32
            %1833 = arith.muli %1832, %c4_i32 : i32
            %1834 = arith.addi %101, %1833 : i32
            %1835 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1834 : i32) -> f32
            %1836 = nvvm.fmax %1831, %1835
            %1837 = cute.memref.load(%rmem, %coord_58) : (!memref_rmem_f32_2, !cute.coord<"1">) -> f32
            %1838 = nvvm.fmax %1837, %1836
            %1839 = arith.cmpf oeq, %1838, %cst_3 : f32
            %1840 = arith.select %1839, %cst_4, %1838 : f32
            %1841 = cute.memref.load(%rmem, %coord_58) : (!memref_rmem_f32_2, !cute.coord<"1">) -> f32
            %1842 = arith.subf %1841, %1840 : f32
            %1843 = math.exp2 %1842 fastmath<fast> : f32
            cute.memref.store(%rmem, %coord_58, %1838) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
            %1844 = arith.muli %112, %c4_i32 : i32
            %1845 = arith.addi %101, %1844 : i32
            %1846 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1845 : i32) -> f32
            %1847 = nvvm.fmax %1758, %1846
            %1848 = arith.addi %110, %c40_i32 : i32
            %1849 = arith.muli %1848, %c4_i32 : i32
            %1850 = arith.addi %101, %1849 : i32
            %1851 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1850 : i32) -> f32
            %1852 = nvvm.fmax %1847, %1851
            %1853 = arith.addi %110, %c72_i32 : i32
            %1854 = arith.muli %1853, %c4_i32 : i32
            %1855 = arith.addi %101, %1854 : i32
            %1856 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1855 : i32) -> f32
            %1857 = nvvm.fmax %1852, %1856
            %1858 = arith.addi %110, %c104_i32 : i32
            %1859 = arith.muli %1858, %c4_i32 : i32
            %1860 = arith.addi %101, %1859 : i32
            %1861 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1860 : i32) -> f32
            %1862 = nvvm.fmax %1857, %1861
            %1863 = cute.memref.load(%rmem, %coord_59) : (!memref_rmem_f32_2, !cute.coord<"2">) -> f32
            %1864 = nvvm.fmax %1863, %1862
            %1865 = arith.cmpf oeq, %1864, %cst_3 : f32
            %1866 = arith.select %1865, %cst_4, %1864 : f32
            %1867 = cute.memref.load(%rmem, %coord_59) : (!memref_rmem_f32_2, !cute.coord<"2">) -> f32
            %1868 = arith.subf %1867, %1866 : f32
            %1869 = math.exp2 %1868 fastmath<fast> : f32
            cute.memref.store(%rmem, %coord_59, %1864) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
            %1870 = arith.muli %113, %c4_i32 : i32
            %1871 = arith.addi %101, %1870 : i32
            %1872 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1871 : i32) -> f32
            %1873 = nvvm.fmax %1764, %1872
            %1874 = arith.addi %110, %c41_i32 : i32
            %1875 = arith.muli %1874, %c4_i32 : i32
            %1876 = arith.addi %101, %1875 : i32
            %1877 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1876 : i32) -> f32
            %1878 = nvvm.fmax %1873, %1877
            %1879 = arith.addi %110, %c73_i32 : i32
            %1880 = arith.muli %1879, %c4_i32 : i32
            %1881 = arith.addi %101, %1880 : i32
            %1882 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1881 : i32) -> f32
            %1883 = nvvm.fmax %1878, %1882
            %1884 = arith.addi %110, %c105_i32 : i32
            %1885 = arith.muli %1884, %c4_i32 : i32
            %1886 = arith.addi %101, %1885 : i32
            %1887 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1886 : i32) -> f32
            %1888 = nvvm.fmax %1883, %1887
            %1889 = cute.memref.load(%rmem, %coord_60) : (!memref_rmem_f32_2, !cute.coord<"3">) -> f32
            %1890 = nvvm.fmax %1889, %1888
            %1891 = arith.cmpf oeq, %1890, %cst_3 : f32
            %1892 = arith.select %1891, %cst_4, %1890 : f32
            %1893 = cute.memref.load(%rmem, %coord_60) : (!memref_rmem_f32_2, !cute.coord<"3">) -> f32
            %1894 = arith.subf %1893, %1892 : f32
            %1895 = math.exp2 %1894 fastmath<fast> : f32
            cute.memref.store(%rmem, %coord_60, %1890) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
            %1896 = arith.muli %114, %c4_i32 : i32
            %1897 = arith.addi %101, %1896 : i32
            %1898 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1897 : i32) -> f32
            %1899 = nvvm.fmax %1770, %1898
            %1900 = arith.addi %110, %c48_i32 : i32
            %1901 = arith.muli %1900, %c4_i32 : i32
            %1902 = arith.addi %101, %1901 : i32
            %1903 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1902 : i32) -> f32
            %1904 = nvvm.fmax %1899, %1903
            %1905 = arith.addi %110, %c80_i32 : i32
            %1906 = arith.muli %1905, %c4_i32 : i32
            %1907 = arith.addi %101, %1906 : i32
            %1908 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1907 : i32) -> f32
            %1909 = nvvm.fmax %1904, %1908
            %1910 = arith.addi %110, %c112_i32 : i32
            %1911 = arith.muli %1910, %c4_i32 : i32
            %1912 = arith.addi %101, %1911 : i32
            %1913 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1912 : i32) -> f32
            %1914 = nvvm.fmax %1909, %1913
            %1915 = cute.memref.load(%rmem, %coord_61) : (!memref_rmem_f32_2, !cute.coord<"4">) -> f32
            %1916 = nvvm.fmax %1915, %1914
            %1917 = arith.cmpf oeq, %1916, %cst_3 : f32
            %1918 = arith.select %1917, %cst_4, %1916 : f32
            %1919 = cute.memref.load(%rmem, %coord_61) : (!memref_rmem_f32_2, !cute.coord<"4">) -> f32
            %1920 = arith.subf %1919, %1918 : f32
            %1921 = math.exp2 %1920 fastmath<fast> : f32
            cute.memref.store(%rmem, %coord_61, %1916) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
            %1922 = arith.muli %115, %c4_i32 : i32
            %1923 = arith.addi %101, %1922 : i32
            %1924 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1923 : i32) -> f32
            %1925 = nvvm.fmax %1776, %1924
            %1926 = arith.addi %110, %c49_i32 : i32
            %1927 = arith.muli %1926, %c4_i32 : i32
            %1928 = arith.addi %101, %1927 : i32
            %1929 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1928 : i32) -> f32
            %1930 = nvvm.fmax %1925, %1929
            %1931 = arith.addi %110, %c81_i32 : i32
            %1932 = arith.muli %1931, %c4_i32 : i32
            %1933 = arith.addi %101, %1932 : i32
            %1934 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1933 : i32) -> f32
            %1935 = nvvm.fmax %1930, %1934
            %1936 = arith.addi %110, %c113_i32 : i32
            %1937 = arith.muli %1936, %c4_i32 : i32
            %1938 = arith.addi %101, %1937 : i32
            %1939 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1938 : i32) -> f32
            %1940 = nvvm.fmax %1935, %1939
            %1941 = cute.memref.load(%rmem, %coord_62) : (!memref_rmem_f32_2, !cute.coord<"5">) -> f32
            %1942 = nvvm.fmax %1941, %1940
            %1943 = arith.cmpf oeq, %1942, %cst_3 : f32
            %1944 = arith.select %1943, %cst_4, %1942 : f32
            %1945 = cute.memref.load(%rmem, %coord_62) : (!memref_rmem_f32_2, !cute.coord<"5">) -> f32
            %1946 = arith.subf %1945, %1944 : f32
            %1947 = math.exp2 %1946 fastmath<fast> : f32
            cute.memref.store(%rmem, %coord_62, %1942) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
            %1948 = arith.muli %116, %c4_i32 : i32
            %1949 = arith.addi %101, %1948 : i32
            %1950 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1949 : i32) -> f32
            %1951 = nvvm.fmax %1782, %1950
            %1952 = arith.addi %110, %c56_i32 : i32
            %1953 = arith.muli %1952, %c4_i32 : i32
            %1954 = arith.addi %101, %1953 : i32
            %1955 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1954 : i32) -> f32
            %1956 = nvvm.fmax %1951, %1955
            %1957 = arith.addi %110, %c88_i32 : i32
            %1958 = arith.muli %1957, %c4_i32 : i32
            %1959 = arith.addi %101, %1958 : i32
            %1960 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1959 : i32) -> f32
            %1961 = nvvm.fmax %1956, %1960
            %1962 = arith.addi %110, %c120_i32 : i32
            %1963 = arith.muli %1962, %c4_i32 : i32
            %1964 = arith.addi %101, %1963 : i32
            %1965 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1964 : i32) -> f32
            %1966 = nvvm.fmax %1961, %1965
            %1967 = cute.memref.load(%rmem, %coord_63) : (!memref_rmem_f32_2, !cute.coord<"6">) -> f32
            %1968 = nvvm.fmax %1967, %1966
            %1969 = arith.cmpf oeq, %1968, %cst_3 : f32
            %1970 = arith.select %1969, %cst_4, %1968 : f32
            %1971 = cute.memref.load(%rmem, %coord_63) : (!memref_rmem_f32_2, !cute.coord<"6">) -> f32
            %1972 = arith.subf %1971, %1970 : f32
            %1973 = math.exp2 %1972 fastmath<fast> : f32
            cute.memref.store(%rmem, %coord_63, %1968) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
            %1974 = arith.muli %117, %c4_i32 : i32
            %1975 = arith.addi %101, %1974 : i32
            %1976 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1975 : i32) -> f32
            %1977 = nvvm.fmax %1788, %1976
            %1978 = arith.addi %110, %c57_i32 : i32
            %1979 = arith.muli %1978, %c4_i32 : i32
            %1980 = arith.addi %101, %1979 : i32
            %1981 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1980 : i32) -> f32
            %1982 = nvvm.fmax %1977, %1981
            %1983 = arith.addi %110, %c89_i32 : i32
            %1984 = arith.muli %1983, %c4_i32 : i32
            %1985 = arith.addi %101, %1984 : i32
            %1986 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1985 : i32) -> f32
            %1987 = nvvm.fmax %1982, %1986
            %1988 = arith.addi %110, %c121_i32 : i32
            %1989 = arith.muli %1988, %c4_i32 : i32
            %1990 = arith.addi %101, %1989 : i32
            %1991 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1990 : i32) -> f32
            %1992 = nvvm.fmax %1987, %1991
            %1993 = cute.memref.load(%rmem, %coord_64) : (!memref_rmem_f32_2, !cute.coord<"7">) -> f32
            %1994 = nvvm.fmax %1993, %1992
            %1995 = arith.cmpf oeq, %1994, %cst_3 : f32
            %1996 = arith.select %1995, %cst_4, %1994 : f32
            %1997 = cute.memref.load(%rmem, %coord_64) : (!memref_rmem_f32_2, !cute.coord<"7">) -> f32
            %1998 = arith.subf %1997, %1996 : f32
            %1999 = math.exp2 %1998 fastmath<fast> : f32
            cute.memref.store(%rmem, %coord_64, %1994) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
            %2000 = arith.cmpf oeq, %1810, %cst_3 : f32
            %2001 = arith.select %2000, %arg35, %1631 : f32
            %2002 = arith.divf %arg35, %2001 : f32
            %2003 = arith.select %1791, %cst_2, %2002 : f32
            %2004 = cute.memref.load(%frg_C, %coord_57) : (!memref_rmem_f32, !cute.coord<"0">) -> f32
            %2005 = arith.subf %2004, %1814 : f32
            %2006 = math.exp2 %2005 fastmath<fast> : f32
            %2007 = arith.addf %2006, %cst_4 : f32
            %2008 = arith.muli %109, %c256_i32 : i32
            %2009 = arith.addi %103, %2008 : i32
            %2010 = arith.floordivsi %1667, %c8_i32 : i32
            %2011 = arith.remsi %110, %c8_i32 : i32
            %2012 = arith.xori %2010, %2011 : i32
            %2013 = arith.muli %2012, %c16_i32 : i32
            %2014 = arith.addi %2009, %2013 : i32
            %2015 = arith.remsi %1667, %c8_i32 : i32
            %2016 = arith.muli %2015, %c2_i32 : i32
            %2017 = arith.addi %2014, %2016 : i32
            %2018 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %2006 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.f16.f32 t, {$r1}; st.shared.b16 [{$r0}], t; }" ro(%2017, %2018 : i32, f32)
            %2019 = cute.memref.load(%frg_C, %coord_58) : (!memref_rmem_f32, !cute.coord<"1">) -> f32
            %2020 = arith.subf %2019, %1840 : f32
            %2021 = math.exp2 %2020 fastmath<fast> : f32
            %2022 = arith.addf %2021, %cst_4 : f32
            %2023 = arith.muli %111, %c128_i32 : i32
            %2024 = arith.addi %103, %2023 : i32
            %2025 = arith.remsi %111, %c8_i32 : i32
            %2026 = arith.xori %2010, %2025 : i32
            %2027 = arith.muli %2026, %c16_i32 : i32
            %2028 = arith.addi %2024, %2027 : i32
            %2029 = arith.addi %2028, %2016 : i32
            %2030 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %2021 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.f16.f32 t, {$r1}; st.shared.b16 [{$r0}], t; }" ro(%2029, %2030 : i32, f32)
            %2031 = cute.memref.load(%frg_C, %coord_59) : (!memref_rmem_f32, !cute.coord<"2">) -> f32
            %2032 = arith.subf %2031, %1814 : f32
            %2033 = math.exp2 %2032 fastmath<fast> : f32
            %2034 = arith.addf %2007, %2033 : f32
            %2035 = arith.floordivsi %1672, %c8_i32 : i32
            %2036 = arith.xori %2035, %2011 : i32
            %2037 = arith.muli %2036, %c16_i32 : i32
            %2038 = arith.addi %2009, %2037 : i32
            %2039 = arith.remsi %1672, %c8_i32 : i32
            %2040 = arith.muli %2039, %c2_i32 : i32
            %2041 = arith.addi %2038, %2040 : i32
            %2042 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %2033 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.f16.f32 t, {$r1}; st.shared.b16 [{$r0}], t; }" ro(%2041, %2042 : i32, f32)
            %2043 = cute.memref.load(%frg_C, %coord_60) : (!memref_rmem_f32, !cute.coord<"3">) -> f32
            %2044 = arith.subf %2043, %1840 : f32
            %2045 = math.exp2 %2044 fastmath<fast> : f32
            %2046 = arith.addf %2022, %2045 : f32
            %2047 = arith.xori %2035, %2025 : i32
            %2048 = arith.muli %2047, %c16_i32 : i32
            %2049 = arith.addi %2024, %2048 : i32
            %2050 = arith.addi %2049, %2040 : i32
            %2051 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %2045 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.f16.f32 t, {$r1}; st.shared.b16 [{$r0}], t; }" ro(%2050, %2051 : i32, f32)
            %2052 = cute.memref.load(%frg_C, %coord_61) : (!memref_rmem_f32, !cute.coord<"4">) -> f32
            %2053 = arith.subf %2052, %1866 : f32
            %2054 = math.exp2 %2053 fastmath<fast> : f32
            %2055 = arith.addf %2054, %cst_4 : f32
            %2056 = arith.muli %112, %c128_i32 : i32
            %2057 = arith.addi %103, %2056 : i32
            %2058 = arith.remsi %112, %c8_i32 : i32
            %2059 = arith.xori %2010, %2058 : i32
            %2060 = arith.muli %2059, %c16_i32 : i32
            %2061 = arith.addi %2057, %2060 : i32
            %2062 = arith.addi %2061, %2016 : i32
            %2063 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %2054 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.f16.f32 t, {$r1}; st.shared.b16 [{$r0}], t; }" ro(%2062, %2063 : i32, f32)
            %2064 = cute.memref.load(%frg_C, %coord_62) : (!memref_rmem_f32, !cute.coord<"5">) -> f32
            %2065 = arith.subf %2064, %1892 : f32
            %2066 = math.exp2 %2065 fastmath<fast> : f32
            %2067 = arith.addf %2066, %cst_4 : f32
            %2068 = arith.muli %113, %c128_i32 : i32
            %2069 = arith.addi %103, %2068 : i32
            %2070 = arith.remsi %113, %c8_i32 : i32
            %2071 = arith.xori %2010, %2070 : i32
            %2072 = arith.muli %2071, %c16_i32 : i32
            %2073 = arith.addi %2069, %2072 : i32
            %2074 = arith.addi %2073, %2016 : i32
            %2075 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %2066 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.f16.f32 t, {$r1}; st.shared.b16 [{$r0}], t; }" ro(%2074, %2075 : i32, f32)
            %2076 = cute.memref.load(%frg_C, %coord_63) : (!memref_rmem_f32, !cute.coord<"6">) -> f32
            %2077 = arith.subf %2076, %1866 : f32
            %2078 = math.exp2 %2077 fastmath<fast> : f32
            %2079 = arith.addf %2055, %2078 : f32
            %2080 = arith.xori %2035, %2058 : i32
            %2081 = arith.muli %2080, %c16_i32 : i32
            %2082 = arith.addi %2057, %2081 : i32
            %2083 = arith.addi %2082, %2040 : i32
            %2084 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %2078 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.f16.f32 t, {$r1}; st.shared.b16 [{$r0}], t; }" ro(%2083, %2084 : i32, f32)
            %2085 = cute.memref.load(%frg_C, %coord_64) : (!memref_rmem_f32, !cute.coord<"7">) -> f32
            %2086 = arith.subf %2085, %1892 : f32
            %2087 = math.exp2 %2086 fastmath<fast> : f32
            %2088 = arith.addf %2067, %2087 : f32
            %2089 = arith.xori %2035, %2070 : i32
            %2090 = arith.muli %2089, %c16_i32 : i32
            %2091 = arith.addi %2069, %2090 : i32
            %2092 = arith.addi %2091, %2040 : i32
            %2093 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %2087 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.f16.f32 t, {$r1}; st.shared.b16 [{$r0}], t; }" ro(%2092, %2093 : i32, f32)
            %2094 = cute.memref.load(%frg_C, %coord_312) : (!memref_rmem_f32, !cute.coord<"8">) -> f32
            %2095 = arith.subf %2094, %1918 : f32
            %2096 = math.exp2 %2095 fastmath<fast> : f32
            %2097 = arith.addf %2096, %cst_4 : f32
            %2098 = arith.muli %114, %c128_i32 : i32
            %2099 = arith.addi %103, %2098 : i32
            %2100 = arith.remsi %114, %c8_i32 : i32
            %2101 = arith.xori %2010, %2100 : i32
            %2102 = arith.muli %2101, %c16_i32 : i32
            %2103 = arith.addi %2099, %2102 : i32
            %2104 = arith.addi %2103, %2016 : i32
            %2105 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %2096 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.f16.f32 t, {$r1}; st.shared.b16 [{$r0}], t; }" ro(%2104, %2105 : i32, f32)
            %2106 = cute.memref.load(%frg_C, %coord_313) : (!memref_rmem_f32, !cute.coord<"9">) -> f32
            %2107 = arith.subf %2106, %1944 : f32
            %2108 = math.exp2 %2107 fastmath<fast> : f32
            %2109 = arith.addf %2108, %cst_4 : f32
            %2110 = arith.muli %115, %c128_i32 : i32
            %2111 = arith.addi %103, %2110 : i32
            %2112 = arith.remsi %115, %c8_i32 : i32
            %2113 = arith.xori %2010, %2112 : i32
            %2114 = arith.muli %2113, %c16_i32 : i32
            %2115 = arith.addi %2111, %2114 : i32
            %2116 = arith.addi %2115, %2016 : i32
            %2117 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %2108 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.f16.f32 t, {$r1}; st.shared.b16 [{$r0}], t; }" ro(%2116, %2117 : i32, f32)
            %2118 = cute.memref.load(%frg_C, %coord_314) : (!memref_rmem_f32, !cute.coord<"10">) -> f32
            %2119 = arith.subf %2118, %1918 : f32
            %2120 = math.exp2 %2119 fastmath<fast> : f32
            %2121 = arith.addf %2097, %2120 : f32
            %2122 = arith.xori %2035, %2100 : i32
            %2123 = arith.muli %2122, %c16_i32 : i32
            %2124 = arith.addi %2099, %2123 : i32
            %2125 = arith.addi %2124, %2040 : i32
            %2126 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %2120 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.f16.f32 t, {$r1}; st.shared.b16 [{$r0}], t; }" ro(%2125, %2126 : i32, f32)
            %2127 = cute.memref.load(%frg_C, %coord_315) : (!memref_rmem_f32, !cute.coord<"11">) -> f32
            %2128 = arith.subf %2127, %1944 : f32
            %2129 = math.exp2 %2128 fastmath<fast> : f32
            %2130 = arith.addf %2109, %2129 : f32
            %2131 = arith.xori %2035, %2112 : i32
            %2132 = arith.muli %2131, %c16_i32 : i32
            %2133 = arith.addi %2111, %2132 : i32
            %2134 = arith.addi %2133, %2040 : i32
            %2135 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %2129 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.f16.f32 t, {$r1}; st.shared.b16 [{$r0}], t; }" ro(%2134, %2135 : i32, f32)
            %2136 = cute.memref.load(%frg_C, %coord_316) : (!memref_rmem_f32, !cute.coord<"12">) -> f32
            %2137 = arith.subf %2136, %1970 : f32
            %2138 = math.exp2 %2137 fastmath<fast> : f32
            %2139 = arith.addf %2138, %cst_4 : f32
            %2140 = arith.muli %116, %c128_i32 : i32
            %2141 = arith.addi %103, %2140 : i32
            %2142 = arith.remsi %116, %c8_i32 : i32
            %2143 = arith.xori %2010, %2142 : i32
            %2144 = arith.muli %2143, %c16_i32 : i32
            %2145 = arith.addi %2141, %2144 : i32
            %2146 = arith.addi %2145, %2016 : i32
            %2147 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %2138 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.f16.f32 t, {$r1}; st.shared.b16 [{$r0}], t; }" ro(%2146, %2147 : i32, f32)
            %2148 = cute.memref.load(%frg_C, %coord_317) : (!memref_rmem_f32, !cute.coord<"13">) -> f32
            %2149 = arith.subf %2148, %1996 : f32
            %2150 = math.exp2 %2149 fastmath<fast> : f32
            %2151 = arith.addf %2150, %cst_4 : f32
            %2152 = arith.muli %117, %c128_i32 : i32
            %2153 = arith.addi %103, %2152 : i32
            %2154 = arith.remsi %117, %c8_i32 : i32
            %2155 = arith.xori %2010, %2154 : i32
            %2156 = arith.muli %2155, %c16_i32 : i32
            %2157 = arith.addi %2153, %2156 : i32
            %2158 = arith.addi %2157, %2016 : i32
            %2159 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %2150 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.f16.f32 t, {$r1}; st.shared.b16 [{$r0}], t; }" ro(%2158, %2159 : i32, f32)
            %2160 = cute.memref.load(%frg_C, %coord_318) : (!memref_rmem_f32, !cute.coord<"14">) -> f32
            %2161 = arith.subf %2160, %1970 : f32
            %2162 = math.exp2 %2161 fastmath<fast> : f32
            %2163 = arith.addf %2139, %2162 : f32
            %2164 = arith.xori %2035, %2142 : i32
            %2165 = arith.muli %2164, %c16_i32 : i32
            %2166 = arith.addi %2141, %2165 : i32
            %2167 = arith.addi %2166, %2040 : i32
            %2168 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %2162 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.f16.f32 t, {$r1}; st.shared.b16 [{$r0}], t; }" ro(%2167, %2168 : i32, f32)
            %2169 = cute.memref.load(%frg_C, %coord_319) : (!memref_rmem_f32, !cute.coord<"15">) -> f32
            %2170 = arith.subf %2169, %1996 : f32
            %2171 = math.exp2 %2170 fastmath<fast> : f32
            %2172 = arith.addf %2151, %2171 : f32
            %2173 = arith.xori %2035, %2154 : i32
            %2174 = arith.muli %2173, %c16_i32 : i32
            %2175 = arith.addi %2153, %2174 : i32
            %2176 = arith.addi %2175, %2040 : i32
            %2177 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %2171 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.f16.f32 t, {$r1}; st.shared.b16 [{$r0}], t; }" ro(%2176, %2177 : i32, f32)
            %2178 = cute.memref.load(%rmem_56, %coord_57) : (!memref_rmem_f32_2, !cute.coord<"0">) -> f32
            %2179 = arith.mulf %2178, %1817 : f32
            %2180 = arith.addf %2179, %2034 : f32
            cute.memref.store(%rmem_56, %coord_57, %2180) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
            %2181 = cute.memref.load(%rmem_56, %coord_58) : (!memref_rmem_f32_2, !cute.coord<"1">) -> f32
            %2182 = arith.mulf %2181, %1843 : f32
            %2183 = arith.addf %2182, %2046 : f32
            cute.memref.store(%rmem_56, %coord_58, %2183) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
            %2184 = cute.memref.load(%rmem_56, %coord_59) : (!memref_rmem_f32_2, !cute.coord<"2">) -> f32
            %2185 = arith.mulf %2184, %1869 : f32
            %2186 = arith.addf %2185, %2079 : f32
            cute.memref.store(%rmem_56, %coord_59, %2186) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
            %2187 = cute.memref.load(%rmem_56, %coord_60) : (!memref_rmem_f32_2, !cute.coord<"3">) -> f32
            %2188 = arith.mulf %2187, %1895 : f32
            %2189 = arith.addf %2188, %2088 : f32
            cute.memref.store(%rmem_56, %coord_60, %2189) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
            %2190 = cute.memref.load(%rmem_56, %coord_61) : (!memref_rmem_f32_2, !cute.coord<"4">) -> f32
            %2191 = arith.mulf %2190, %1921 : f32
            %2192 = arith.addf %2191, %2121 : f32
            cute.memref.store(%rmem_56, %coord_61, %2192) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
            %2193 = cute.memref.load(%rmem_56, %coord_62) : (!memref_rmem_f32_2, !cute.coord<"5">) -> f32
            %2194 = arith.mulf %2193, %1947 : f32
            %2195 = arith.addf %2194, %2130 : f32
            cute.memref.store(%rmem_56, %coord_62, %2195) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
            %2196 = cute.memref.load(%rmem_56, %coord_63) : (!memref_rmem_f32_2, !cute.coord<"6">) -> f32
            %2197 = arith.mulf %2196, %1973 : f32
            %2198 = arith.addf %2197, %2163 : f32
            cute.memref.store(%rmem_56, %coord_63, %2198) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
            %2199 = cute.memref.load(%rmem_56, %coord_64) : (!memref_rmem_f32_2, !cute.coord<"7">) -> f32
            %2200 = arith.mulf %2199, %1999 : f32
            %2201 = arith.addf %2200, %2172 : f32
            cute.memref.store(%rmem_56, %coord_64, %2201) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
            %2202 = cute.memref.load(%frg_C_55, %coord_57) : (!memref_rmem_f32_1, !cute.coord<"0">) -> f32
            %2203 = arith.mulf %1817, %2003 : f32
            %2204 = arith.mulf %2202, %2203 : f32
            cute.memref.store(%frg_C_55, %coord_57, %2204) : (!memref_rmem_f32_1, !cute.coord<"0">, f32) -> ()
            %2205 = cute.memref.load(%frg_C_55, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"1">) -> f32
            %2206 = arith.mulf %1843, %2003 : f32
            %2207 = arith.mulf %2205, %2206 : f32
            cute.memref.store(%frg_C_55, %coord_58, %2207) : (!memref_rmem_f32_1, !cute.coord<"1">, f32) -> ()
            %2208 = cute.memref.load(%frg_C_55, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"2">) -> f32
            %2209 = arith.mulf %2208, %2203 : f32
            cute.memref.store(%frg_C_55, %coord_59, %2209) : (!memref_rmem_f32_1, !cute.coord<"2">, f32) -> ()
            %2210 = cute.memref.load(%frg_C_55, %coord_60) : (!memref_rmem_f32_1, !cute.coord<"3">) -> f32
            %2211 = arith.mulf %2210, %2206 : f32
            cute.memref.store(%frg_C_55, %coord_60, %2211) : (!memref_rmem_f32_1, !cute.coord<"3">, f32) -> ()
            %2212 = cute.memref.load(%frg_C_55, %coord_61) : (!memref_rmem_f32_1, !cute.coord<"4">) -> f32
            %2213 = arith.mulf %1869, %2003 : f32
            %2214 = arith.mulf %2212, %2213 : f32
            cute.memref.store(%frg_C_55, %coord_61, %2214) : (!memref_rmem_f32_1, !cute.coord<"4">, f32) -> ()
            %2215 = cute.memref.load(%frg_C_55, %coord_62) : (!memref_rmem_f32_1, !cute.coord<"5">) -> f32
            %2216 = arith.mulf %1895, %2003 : f32
            %2217 = arith.mulf %2215, %2216 : f32
            cute.memref.store(%frg_C_55, %coord_62, %2217) : (!memref_rmem_f32_1, !cute.coord<"5">, f32) -> ()
            %2218 = cute.memref.load(%frg_C_55, %coord_63) : (!memref_rmem_f32_1, !cute.coord<"6">) -> f32
            %2219 = arith.mulf %2218, %2213 : f32
            cute.memref.store(%frg_C_55, %coord_63, %2219) : (!memref_rmem_f32_1, !cute.coord<"6">, f32) -> ()
            %2220 = cute.memref.load(%frg_C_55, %coord_64) : (!memref_rmem_f32_1, !cute.coord<"7">) -> f32
            %2221 = arith.mulf %2220, %2216 : f32
            cute.memref.store(%frg_C_55, %coord_64, %2221) : (!memref_rmem_f32_1, !cute.coord<"7">, f32) -> ()
            %2222 = cute.memref.load(%frg_C_55, %coord_312) : (!memref_rmem_f32_1, !cute.coord<"8">) -> f32
            %2223 = arith.mulf %1921, %2003 : f32
            %2224 = arith.mulf %2222, %2223 : f32
            cute.memref.store(%frg_C_55, %coord_312, %2224) : (!memref_rmem_f32_1, !cute.coord<"8">, f32) -> ()
            %2225 = cute.memref.load(%frg_C_55, %coord_313) : (!memref_rmem_f32_1, !cute.coord<"9">) -> f32
            %2226 = arith.mulf %1947, %2003 : f32
            %2227 = arith.mulf %2225, %2226 : f32
            cute.memref.store(%frg_C_55, %coord_313, %2227) : (!memref_rmem_f32_1, !cute.coord<"9">, f32) -> ()
            %2228 = cute.memref.load(%frg_C_55, %coord_314) : (!memref_rmem_f32_1, !cute.coord<"10">) -> f32
            %2229 = arith.mulf %2228, %2223 : f32
            cute.memref.store(%frg_C_55, %coord_314, %2229) : (!memref_rmem_f32_1, !cute.coord<"10">, f32) -> ()
            %2230 = cute.memref.load(%frg_C_55, %coord_315) : (!memref_rmem_f32_1, !cute.coord<"11">) -> f32
            %2231 = arith.mulf %2230, %2226 : f32
            cute.memref.store(%frg_C_55, %coord_315, %2231) : (!memref_rmem_f32_1, !cute.coord<"11">, f32) -> ()
            %2232 = cute.memref.load(%frg_C_55, %coord_316) : (!memref_rmem_f32_1, !cute.coord<"12">) -> f32
            %2233 = arith.mulf %1973, %2003 : f32
            %2234 = arith.mulf %2232, %2233 : f32
            cute.memref.store(%frg_C_55, %coord_316, %2234) : (!memref_rmem_f32_1, !cute.coord<"12">, f32) -> ()
            %2235 = cute.memref.load(%frg_C_55, %coord_317) : (!memref_rmem_f32_1, !cute.coord<"13">) -> f32
            %2236 = arith.mulf %1999, %2003 : f32
            %2237 = arith.mulf %2235, %2236 : f32
            cute.memref.store(%frg_C_55, %coord_317, %2237) : (!memref_rmem_f32_1, !cute.coord<"13">, f32) -> ()
            %2238 = cute.memref.load(%frg_C_55, %coord_318) : (!memref_rmem_f32_1, !cute.coord<"14">) -> f32
            %2239 = arith.mulf %2238, %2233 : f32
            cute.memref.store(%frg_C_55, %coord_318, %2239) : (!memref_rmem_f32_1, !cute.coord<"14">, f32) -> ()
            %2240 = cute.memref.load(%frg_C_55, %coord_319) : (!memref_rmem_f32_1, !cute.coord<"15">) -> f32
            %2241 = arith.mulf %2240, %2236 : f32
            cute.memref.store(%frg_C_55, %coord_319, %2241) : (!memref_rmem_f32_1, !cute.coord<"15">, f32) -> ()
            %coord_320 = cute.make_coord() : () -> !cute.coord<"16">
            %2242 = cute.memref.load(%frg_C_55, %coord_320) : (!memref_rmem_f32_1, !cute.coord<"16">) -> f32
            %2243 = arith.mulf %2242, %2203 : f32
            cute.memref.store(%frg_C_55, %coord_320, %2243) : (!memref_rmem_f32_1, !cute.coord<"16">, f32) -> ()
            %coord_321 = cute.make_coord() : () -> !cute.coord<"17">
            %2244 = cute.memref.load(%frg_C_55, %coord_321) : (!memref_rmem_f32_1, !cute.coord<"17">) -> f32
            %2245 = arith.mulf %2244, %2206 : f32
            cute.memref.store(%frg_C_55, %coord_321, %2245) : (!memref_rmem_f32_1, !cute.coord<"17">, f32) -> ()
            %coord_322 = cute.make_coord() : () -> !cute.coord<"18">
            %2246 = cute.memref.load(%frg_C_55, %coord_322) : (!memref_rmem_f32_1, !cute.coord<"18">) -> f32
            %2247 = arith.mulf %2246, %2203 : f32
            cute.memref.store(%frg_C_55, %coord_322, %2247) : (!memref_rmem_f32_1, !cute.coord<"18">, f32) -> ()
            %coord_323 = cute.make_coord() : () -> !cute.coord<"19">
            %2248 = cute.memref.load(%frg_C_55, %coord_323) : (!memref_rmem_f32_1, !cute.coord<"19">) -> f32
            %2249 = arith.mulf %2248, %2206 : f32
            cute.memref.store(%frg_C_55, %coord_323, %2249) : (!memref_rmem_f32_1, !cute.coord<"19">, f32) -> ()
            %coord_324 = cute.make_coord() : () -> !cute.coord<"20">
            %2250 = cute.memref.load(%frg_C_55, %coord_324) : (!memref_rmem_f32_1, !cute.coord<"20">) -> f32
            %2251 = arith.mulf %2250, %2213 : f32
            cute.memref.store(%frg_C_55, %coord_324, %2251) : (!memref_rmem_f32_1, !cute.coord<"20">, f32) -> ()
            %coord_325 = cute.make_coord() : () -> !cute.coord<"21">
            %2252 = cute.memref.load(%frg_C_55, %coord_325) : (!memref_rmem_f32_1, !cute.coord<"21">) -> f32
            %2253 = arith.mulf %2252, %2216 : f32
            cute.memref.store(%frg_C_55, %coord_325, %2253) : (!memref_rmem_f32_1, !cute.coord<"21">, f32) -> ()
            %coord_326 = cute.make_coord() : () -> !cute.coord<"22">
            %2254 = cute.memref.load(%frg_C_55, %coord_326) : (!memref_rmem_f32_1, !cute.coord<"22">) -> f32
            %2255 = arith.mulf %2254, %2213 : f32
            cute.memref.store(%frg_C_55, %coord_326, %2255) : (!memref_rmem_f32_1, !cute.coord<"22">, f32) -> ()
            %coord_327 = cute.make_coord() : () -> !cute.coord<"23">
            %2256 = cute.memref.load(%frg_C_55, %coord_327) : (!memref_rmem_f32_1, !cute.coord<"23">) -> f32
            %2257 = arith.mulf %2256, %2216 : f32
            cute.memref.store(%frg_C_55, %coord_327, %2257) : (!memref_rmem_f32_1, !cute.coord<"23">, f32) -> ()
            %coord_328 = cute.make_coord() : () -> !cute.coord<"24">
            %2258 = cute.memref.load(%frg_C_55, %coord_328) : (!memref_rmem_f32_1, !cute.coord<"24">) -> f32
            %2259 = arith.mulf %2258, %2223 : f32
            cute.memref.store(%frg_C_55, %coord_328, %2259) : (!memref_rmem_f32_1, !cute.coord<"24">, f32) -> ()
            %coord_329 = cute.make_coord() : () -> !cute.coord<"25">
            %2260 = cute.memref.load(%frg_C_55, %coord_329) : (!memref_rmem_f32_1, !cute.coord<"25">) -> f32
            %2261 = arith.mulf %2260, %2226 : f32
            cute.memref.store(%frg_C_55, %coord_329, %2261) : (!memref_rmem_f32_1, !cute.coord<"25">, f32) -> ()
            %coord_330 = cute.make_coord() : () -> !cute.coord<"26">
            %2262 = cute.memref.load(%frg_C_55, %coord_330) : (!memref_rmem_f32_1, !cute.coord<"26">) -> f32
            %2263 = arith.mulf %2262, %2223 : f32
            cute.memref.store(%frg_C_55, %coord_330, %2263) : (!memref_rmem_f32_1, !cute.coord<"26">, f32) -> ()
            %coord_331 = cute.make_coord() : () -> !cute.coord<"27">
            %2264 = cute.memref.load(%frg_C_55, %coord_331) : (!memref_rmem_f32_1, !cute.coord<"27">) -> f32
            %2265 = arith.mulf %2264, %2226 : f32
            cute.memref.store(%frg_C_55, %coord_331, %2265) : (!memref_rmem_f32_1, !cute.coord<"27">, f32) -> ()
            %coord_332 = cute.make_coord() : () -> !cute.coord<"28">
            %2266 = cute.memref.load(%frg_C_55, %coord_332) : (!memref_rmem_f32_1, !cute.coord<"28">) -> f32
            %2267 = arith.mulf %2266, %2233 : f32
            cute.memref.store(%frg_C_55, %coord_332, %2267) : (!memref_rmem_f32_1, !cute.coord<"28">, f32) -> ()
            %coord_333 = cute.make_coord() : () -> !cute.coord<"29">
            %2268 = cute.memref.load(%frg_C_55, %coord_333) : (!memref_rmem_f32_1, !cute.coord<"29">) -> f32
            %2269 = arith.mulf %2268, %2236 : f32
            cute.memref.store(%frg_C_55, %coord_333, %2269) : (!memref_rmem_f32_1, !cute.coord<"29">, f32) -> ()
            %coord_334 = cute.make_coord() : () -> !cute.coord<"30">
            %2270 = cute.memref.load(%frg_C_55, %coord_334) : (!memref_rmem_f32_1, !cute.coord<"30">) -> f32
            %2271 = arith.mulf %2270, %2233 : f32
            cute.memref.store(%frg_C_55, %coord_334, %2271) : (!memref_rmem_f32_1, !cute.coord<"30">, f32) -> ()
            %coord_335 = cute.make_coord() : () -> !cute.coord<"31">
            %2272 = cute.memref.load(%frg_C_55, %coord_335) : (!memref_rmem_f32_1, !cute.coord<"31">) -> f32
            %2273 = arith.mulf %2272, %2236 : f32
            cute.memref.store(%frg_C_55, %coord_335, %2273) : (!memref_rmem_f32_1, !cute.coord<"31">, f32) -> ()
            %coord_336 = cute.make_coord() : () -> !cute.coord<"32">
            %2274 = cute.memref.load(%frg_C_55, %coord_336) : (!memref_rmem_f32_1, !cute.coord<"32">) -> f32
            %2275 = arith.mulf %2274, %2203 : f32
            cute.memref.store(%frg_C_55, %coord_336, %2275) : (!memref_rmem_f32_1, !cute.coord<"32">, f32) -> ()
            %coord_337 = cute.make_coord() : () -> !cute.coord<"33">
            %2276 = cute.memref.load(%frg_C_55, %coord_337) : (!memref_rmem_f32_1, !cute.coord<"33">) -> f32
            %2277 = arith.mulf %2276, %2206 : f32
            cute.memref.store(%frg_C_55, %coord_337, %2277) : (!memref_rmem_f32_1, !cute.coord<"33">, f32) -> ()
            %coord_338 = cute.make_coord() : () -> !cute.coord<"34">
            %2278 = cute.memref.load(%frg_C_55, %coord_338) : (!memref_rmem_f32_1, !cute.coord<"34">) -> f32
            %2279 = arith.mulf %2278, %2203 : f32
            cute.memref.store(%frg_C_55, %coord_338, %2279) : (!memref_rmem_f32_1, !cute.coord<"34">, f32) -> ()
            %coord_339 = cute.make_coord() : () -> !cute.coord<"35">
            %2280 = cute.memref.load(%frg_C_55, %coord_339) : (!memref_rmem_f32_1, !cute.coord<"35">) -> f32
            %2281 = arith.mulf %2280, %2206 : f32
            cute.memref.store(%frg_C_55, %coord_339, %2281) : (!memref_rmem_f32_1, !cute.coord<"35">, f32) -> ()
            %coord_340 = cute.make_coord() : () -> !cute.coord<"36">
            %2282 = cute.memref.load(%frg_C_55, %coord_340) : (!memref_rmem_f32_1, !cute.coord<"36">) -> f32
            %2283 = arith.mulf %2282, %2213 : f32
            cute.memref.store(%frg_C_55, %coord_340, %2283) : (!memref_rmem_f32_1, !cute.coord<"36">, f32) -> ()
            %coord_341 = cute.make_coord() : () -> !cute.coord<"37">
            %2284 = cute.memref.load(%frg_C_55, %coord_341) : (!memref_rmem_f32_1, !cute.coord<"37">) -> f32
            %2285 = arith.mulf %2284, %2216 : f32
            cute.memref.store(%frg_C_55, %coord_341, %2285) : (!memref_rmem_f32_1, !cute.coord<"37">, f32) -> ()
            %coord_342 = cute.make_coord() : () -> !cute.coord<"38">
            %2286 = cute.memref.load(%frg_C_55, %coord_342) : (!memref_rmem_f32_1, !cute.coord<"38">) -> f32
            %2287 = arith.mulf %2286, %2213 : f32
            cute.memref.store(%frg_C_55, %coord_342, %2287) : (!memref_rmem_f32_1, !cute.coord<"38">, f32) -> ()
            %coord_343 = cute.make_coord() : () -> !cute.coord<"39">
            %2288 = cute.memref.load(%frg_C_55, %coord_343) : (!memref_rmem_f32_1, !cute.coord<"39">) -> f32
            %2289 = arith.mulf %2288, %2216 : f32
            cute.memref.store(%frg_C_55, %coord_343, %2289) : (!memref_rmem_f32_1, !cute.coord<"39">, f32) -> ()
            %coord_344 = cute.make_coord() : () -> !cute.coord<"40">
            %2290 = cute.memref.load(%frg_C_55, %coord_344) : (!memref_rmem_f32_1, !cute.coord<"40">) -> f32
            %2291 = arith.mulf %2290, %2223 : f32
            cute.memref.store(%frg_C_55, %coord_344, %2291) : (!memref_rmem_f32_1, !cute.coord<"40">, f32) -> ()
            %coord_345 = cute.make_coord() : () -> !cute.coord<"41">
            %2292 = cute.memref.load(%frg_C_55, %coord_345) : (!memref_rmem_f32_1, !cute.coord<"41">) -> f32
            %2293 = arith.mulf %2292, %2226 : f32
            cute.memref.store(%frg_C_55, %coord_345, %2293) : (!memref_rmem_f32_1, !cute.coord<"41">, f32) -> ()
            %coord_346 = cute.make_coord() : () -> !cute.coord<"42">
            %2294 = cute.memref.load(%frg_C_55, %coord_346) : (!memref_rmem_f32_1, !cute.coord<"42">) -> f32
            %2295 = arith.mulf %2294, %2223 : f32
            cute.memref.store(%frg_C_55, %coord_346, %2295) : (!memref_rmem_f32_1, !cute.coord<"42">, f32) -> ()
            %coord_347 = cute.make_coord() : () -> !cute.coord<"43">
            %2296 = cute.memref.load(%frg_C_55, %coord_347) : (!memref_rmem_f32_1, !cute.coord<"43">) -> f32
            %2297 = arith.mulf %2296, %2226 : f32
            cute.memref.store(%frg_C_55, %coord_347, %2297) : (!memref_rmem_f32_1, !cute.coord<"43">, f32) -> ()
            %coord_348 = cute.make_coord() : () -> !cute.coord<"44">
            %2298 = cute.memref.load(%frg_C_55, %coord_348) : (!memref_rmem_f32_1, !cute.coord<"44">) -> f32
            %2299 = arith.mulf %2298, %2233 : f32
            cute.memref.store(%frg_C_55, %coord_348, %2299) : (!memref_rmem_f32_1, !cute.coord<"44">, f32) -> ()
            %coord_349 = cute.make_coord() : () -> !cute.coord<"45">
            %2300 = cute.memref.load(%frg_C_55, %coord_349) : (!memref_rmem_f32_1, !cute.coord<"45">) -> f32
            %2301 = arith.mulf %2300, %2236 : f32
            cute.memref.store(%frg_C_55, %coord_349, %2301) : (!memref_rmem_f32_1, !cute.coord<"45">, f32) -> ()
            %coord_350 = cute.make_coord() : () -> !cute.coord<"46">
            %2302 = cute.memref.load(%frg_C_55, %coord_350) : (!memref_rmem_f32_1, !cute.coord<"46">) -> f32
            %2303 = arith.mulf %2302, %2233 : f32
            cute.memref.store(%frg_C_55, %coord_350, %2303) : (!memref_rmem_f32_1, !cute.coord<"46">, f32) -> ()
            %coord_351 = cute.make_coord() : () -> !cute.coord<"47">
            %2304 = cute.memref.load(%frg_C_55, %coord_351) : (!memref_rmem_f32_1, !cute.coord<"47">) -> f32
            %2305 = arith.mulf %2304, %2236 : f32
            cute.memref.store(%frg_C_55, %coord_351, %2305) : (!memref_rmem_f32_1, !cute.coord<"47">, f32) -> ()
            %coord_352 = cute.make_coord() : () -> !cute.coord<"48">
            %2306 = cute.memref.load(%frg_C_55, %coord_352) : (!memref_rmem_f32_1, !cute.coord<"48">) -> f32
            %2307 = arith.mulf %2306, %2203 : f32
            cute.memref.store(%frg_C_55, %coord_352, %2307) : (!memref_rmem_f32_1, !cute.coord<"48">, f32) -> ()
            %coord_353 = cute.make_coord() : () -> !cute.coord<"49">
            %2308 = cute.memref.load(%frg_C_55, %coord_353) : (!memref_rmem_f32_1, !cute.coord<"49">) -> f32
            %2309 = arith.mulf %2308, %2206 : f32
            cute.memref.store(%frg_C_55, %coord_353, %2309) : (!memref_rmem_f32_1, !cute.coord<"49">, f32) -> ()
            %coord_354 = cute.make_coord() : () -> !cute.coord<"50">
            %2310 = cute.memref.load(%frg_C_55, %coord_354) : (!memref_rmem_f32_1, !cute.coord<"50">) -> f32
            %2311 = arith.mulf %2310, %2203 : f32
            cute.memref.store(%frg_C_55, %coord_354, %2311) : (!memref_rmem_f32_1, !cute.coord<"50">, f32) -> ()
            %coord_355 = cute.make_coord() : () -> !cute.coord<"51">
            %2312 = cute.memref.load(%frg_C_55, %coord_355) : (!memref_rmem_f32_1, !cute.coord<"51">) -> f32
            %2313 = arith.mulf %2312, %2206 : f32
            cute.memref.store(%frg_C_55, %coord_355, %2313) : (!memref_rmem_f32_1, !cute.coord<"51">, f32) -> ()
            %coord_356 = cute.make_coord() : () -> !cute.coord<"52">
            %2314 = cute.memref.load(%frg_C_55, %coord_356) : (!memref_rmem_f32_1, !cute.coord<"52">) -> f32
            %2315 = arith.mulf %2314, %2213 : f32
            cute.memref.store(%frg_C_55, %coord_356, %2315) : (!memref_rmem_f32_1, !cute.coord<"52">, f32) -> ()
            %coord_357 = cute.make_coord() : () -> !cute.coord<"53">
            %2316 = cute.memref.load(%frg_C_55, %coord_357) : (!memref_rmem_f32_1, !cute.coord<"53">) -> f32
            %2317 = arith.mulf %2316, %2216 : f32
            cute.memref.store(%frg_C_55, %coord_357, %2317) : (!memref_rmem_f32_1, !cute.coord<"53">, f32) -> ()
            %coord_358 = cute.make_coord() : () -> !cute.coord<"54">
            %2318 = cute.memref.load(%frg_C_55, %coord_358) : (!memref_rmem_f32_1, !cute.coord<"54">) -> f32
            %2319 = arith.mulf %2318, %2213 : f32
            cute.memref.store(%frg_C_55, %coord_358, %2319) : (!memref_rmem_f32_1, !cute.coord<"54">, f32) -> ()
            %coord_359 = cute.make_coord() : () -> !cute.coord<"55">
            %2320 = cute.memref.load(%frg_C_55, %coord_359) : (!memref_rmem_f32_1, !cute.coord<"55">) -> f32
            %2321 = arith.mulf %2320, %2216 : f32
            cute.memref.store(%frg_C_55, %coord_359, %2321) : (!memref_rmem_f32_1, !cute.coord<"55">, f32) -> ()
            %coord_360 = cute.make_coord() : () -> !cute.coord<"56">
            %2322 = cute.memref.load(%frg_C_55, %coord_360) : (!memref_rmem_f32_1, !cute.coord<"56">) -> f32
            %2323 = arith.mulf %2322, %2223 : f32
            cute.memref.store(%frg_C_55, %coord_360, %2323) : (!memref_rmem_f32_1, !cute.coord<"56">, f32) -> ()
            %coord_361 = cute.make_coord() : () -> !cute.coord<"57">
            %2324 = cute.memref.load(%frg_C_55, %coord_361) : (!memref_rmem_f32_1, !cute.coord<"57">) -> f32
            %2325 = arith.mulf %2324, %2226 : f32
            cute.memref.store(%frg_C_55, %coord_361, %2325) : (!memref_rmem_f32_1, !cute.coord<"57">, f32) -> ()
            %coord_362 = cute.make_coord() : () -> !cute.coord<"58">
            %2326 = cute.memref.load(%frg_C_55, %coord_362) : (!memref_rmem_f32_1, !cute.coord<"58">) -> f32
            %2327 = arith.mulf %2326, %2223 : f32
            cute.memref.store(%frg_C_55, %coord_362, %2327) : (!memref_rmem_f32_1, !cute.coord<"58">, f32) -> ()
            %coord_363 = cute.make_coord() : () -> !cute.coord<"59">
            %2328 = cute.memref.load(%frg_C_55, %coord_363) : (!memref_rmem_f32_1, !cute.coord<"59">) -> f32
            %2329 = arith.mulf %2328, %2226 : f32
            cute.memref.store(%frg_C_55, %coord_363, %2329) : (!memref_rmem_f32_1, !cute.coord<"59">, f32) -> ()
            %coord_364 = cute.make_coord() : () -> !cute.coord<"60">
            %2330 = cute.memref.load(%frg_C_55, %coord_364) : (!memref_rmem_f32_1, !cute.coord<"60">) -> f32
            %2331 = arith.mulf %2330, %2233 : f32
            cute.memref.store(%frg_C_55, %coord_364, %2331) : (!memref_rmem_f32_1, !cute.coord<"60">, f32) -> ()
            %coord_365 = cute.make_coord() : () -> !cute.coord<"61">
            %2332 = cute.memref.load(%frg_C_55, %coord_365) : (!memref_rmem_f32_1, !cute.coord<"61">) -> f32
            %2333 = arith.mulf %2332, %2236 : f32
            cute.memref.store(%frg_C_55, %coord_365, %2333) : (!memref_rmem_f32_1, !cute.coord<"61">, f32) -> ()
            %coord_366 = cute.make_coord() : () -> !cute.coord<"62">
            %2334 = cute.memref.load(%frg_C_55, %coord_366) : (!memref_rmem_f32_1, !cute.coord<"62">) -> f32
            %2335 = arith.mulf %2334, %2233 : f32
            cute.memref.store(%frg_C_55, %coord_366, %2335) : (!memref_rmem_f32_1, !cute.coord<"62">, f32) -> ()
            %coord_367 = cute.make_coord() : () -> !cute.coord<"63">
            %2336 = cute.memref.load(%frg_C_55, %coord_367) : (!memref_rmem_f32_1, !cute.coord<"63">) -> f32
            %2337 = arith.mulf %2336, %2236 : f32
            cute.memref.store(%frg_C_55, %coord_367, %2337) : (!memref_rmem_f32_1, !cute.coord<"63">, f32) -> ()
            %coord_368 = cute.make_coord() : () -> !cute.coord<"64">
            %2338 = cute.memref.load(%frg_C_55, %coord_368) : (!memref_rmem_f32_1, !cute.coord<"64">) -> f32
            %2339 = arith.mulf %2338, %2203 : f32
            cute.memref.store(%frg_C_55, %coord_368, %2339) : (!memref_rmem_f32_1, !cute.coord<"64">, f32) -> ()
            %coord_369 = cute.make_coord() : () -> !cute.coord<"65">
            %2340 = cute.memref.load(%frg_C_55, %coord_369) : (!memref_rmem_f32_1, !cute.coord<"65">) -> f32
            %2341 = arith.mulf %2340, %2206 : f32
            cute.memref.store(%frg_C_55, %coord_369, %2341) : (!memref_rmem_f32_1, !cute.coord<"65">, f32) -> ()
            %coord_370 = cute.make_coord() : () -> !cute.coord<"66">
            %2342 = cute.memref.load(%frg_C_55, %coord_370) : (!memref_rmem_f32_1, !cute.coord<"66">) -> f32
            %2343 = arith.mulf %2342, %2203 : f32
            cute.memref.store(%frg_C_55, %coord_370, %2343) : (!memref_rmem_f32_1, !cute.coord<"66">, f32) -> ()
            %coord_371 = cute.make_coord() : () -> !cute.coord<"67">
            %2344 = cute.memref.load(%frg_C_55, %coord_371) : (!memref_rmem_f32_1, !cute.coord<"67">) -> f32
            %2345 = arith.mulf %2344, %2206 : f32
            cute.memref.store(%frg_C_55, %coord_371, %2345) : (!memref_rmem_f32_1, !cute.coord<"67">, f32) -> ()
            %coord_372 = cute.make_coord() : () -> !cute.coord<"68">
            %2346 = cute.memref.load(%frg_C_55, %coord_372) : (!memref_rmem_f32_1, !cute.coord<"68">) -> f32
            %2347 = arith.mulf %2346, %2213 : f32
            cute.memref.store(%frg_C_55, %coord_372, %2347) : (!memref_rmem_f32_1, !cute.coord<"68">, f32) -> ()
            %coord_373 = cute.make_coord() : () -> !cute.coord<"69">
            %2348 = cute.memref.load(%frg_C_55, %coord_373) : (!memref_rmem_f32_1, !cute.coord<"69">) -> f32
            %2349 = arith.mulf %2348, %2216 : f32
            cute.memref.store(%frg_C_55, %coord_373, %2349) : (!memref_rmem_f32_1, !cute.coord<"69">, f32) -> ()
            %coord_374 = cute.make_coord() : () -> !cute.coord<"70">
            %2350 = cute.memref.load(%frg_C_55, %coord_374) : (!memref_rmem_f32_1, !cute.coord<"70">) -> f32
            %2351 = arith.mulf %2350, %2213 : f32
            cute.memref.store(%frg_C_55, %coord_374, %2351) : (!memref_rmem_f32_1, !cute.coord<"70">, f32) -> ()
            %coord_375 = cute.make_coord() : () -> !cute.coord<"71">
            %2352 = cute.memref.load(%frg_C_55, %coord_375) : (!memref_rmem_f32_1, !cute.coord<"71">) -> f32
            %2353 = arith.mulf %2352, %2216 : f32
            cute.memref.store(%frg_C_55, %coord_375, %2353) : (!memref_rmem_f32_1, !cute.coord<"71">, f32) -> ()
            %coord_376 = cute.make_coord() : () -> !cute.coord<"72">
            %2354 = cute.memref.load(%frg_C_55, %coord_376) : (!memref_rmem_f32_1, !cute.coord<"72">) -> f32
            %2355 = arith.mulf %2354, %2223 : f32
            cute.memref.store(%frg_C_55, %coord_376, %2355) : (!memref_rmem_f32_1, !cute.coord<"72">, f32) -> ()
            %coord_377 = cute.make_coord() : () -> !cute.coord<"73">
            %2356 = cute.memref.load(%frg_C_55, %coord_377) : (!memref_rmem_f32_1, !cute.coord<"73">) -> f32
            %2357 = arith.mulf %2356, %2226 : f32
            cute.memref.store(%frg_C_55, %coord_377, %2357) : (!memref_rmem_f32_1, !cute.coord<"73">, f32) -> ()
            %coord_378 = cute.make_coord() : () -> !cute.coord<"74">
            %2358 = cute.memref.load(%frg_C_55, %coord_378) : (!memref_rmem_f32_1, !cute.coord<"74">) -> f32
            %2359 = arith.mulf %2358, %2223 : f32
            cute.memref.store(%frg_C_55, %coord_378, %2359) : (!memref_rmem_f32_1, !cute.coord<"74">, f32) -> ()
            %coord_379 = cute.make_coord() : () -> !cute.coord<"75">
            %2360 = cute.memref.load(%frg_C_55, %coord_379) : (!memref_rmem_f32_1, !cute.coord<"75">) -> f32
            %2361 = arith.mulf %2360, %2226 : f32
            cute.memref.store(%frg_C_55, %coord_379, %2361) : (!memref_rmem_f32_1, !cute.coord<"75">, f32) -> ()
            %coord_380 = cute.make_coord() : () -> !cute.coord<"76">
            %2362 = cute.memref.load(%frg_C_55, %coord_380) : (!memref_rmem_f32_1, !cute.coord<"76">) -> f32
            %2363 = arith.mulf %2362, %2233 : f32
            cute.memref.store(%frg_C_55, %coord_380, %2363) : (!memref_rmem_f32_1, !cute.coord<"76">, f32) -> ()
            %coord_381 = cute.make_coord() : () -> !cute.coord<"77">
            %2364 = cute.memref.load(%frg_C_55, %coord_381) : (!memref_rmem_f32_1, !cute.coord<"77">) -> f32
            %2365 = arith.mulf %2364, %2236 : f32
            cute.memref.store(%frg_C_55, %coord_381, %2365) : (!memref_rmem_f32_1, !cute.coord<"77">, f32) -> ()
            %coord_382 = cute.make_coord() : () -> !cute.coord<"78">
            %2366 = cute.memref.load(%frg_C_55, %coord_382) : (!memref_rmem_f32_1, !cute.coord<"78">) -> f32
            %2367 = arith.mulf %2366, %2233 : f32
            cute.memref.store(%frg_C_55, %coord_382, %2367) : (!memref_rmem_f32_1, !cute.coord<"78">, f32) -> ()
            %coord_383 = cute.make_coord() : () -> !cute.coord<"79">
            %2368 = cute.memref.load(%frg_C_55, %coord_383) : (!memref_rmem_f32_1, !cute.coord<"79">) -> f32
            %2369 = arith.mulf %2368, %2236 : f32
            cute.memref.store(%frg_C_55, %coord_383, %2369) : (!memref_rmem_f32_1, !cute.coord<"79">, f32) -> ()
            %coord_384 = cute.make_coord() : () -> !cute.coord<"80">
            %2370 = cute.memref.load(%frg_C_55, %coord_384) : (!memref_rmem_f32_1, !cute.coord<"80">) -> f32
            %2371 = arith.mulf %2370, %2203 : f32
            cute.memref.store(%frg_C_55, %coord_384, %2371) : (!memref_rmem_f32_1, !cute.coord<"80">, f32) -> ()
            %coord_385 = cute.make_coord() : () -> !cute.coord<"81">
            %2372 = cute.memref.load(%frg_C_55, %coord_385) : (!memref_rmem_f32_1, !cute.coord<"81">) -> f32
            %2373 = arith.mulf %2372, %2206 : f32
            cute.memref.store(%frg_C_55, %coord_385, %2373) : (!memref_rmem_f32_1, !cute.coord<"81">, f32) -> ()
            %coord_386 = cute.make_coord() : () -> !cute.coord<"82">
            %2374 = cute.memref.load(%frg_C_55, %coord_386) : (!memref_rmem_f32_1, !cute.coord<"82">) -> f32
            %2375 = arith.mulf %2374, %2203 : f32
            cute.memref.store(%frg_C_55, %coord_386, %2375) : (!memref_rmem_f32_1, !cute.coord<"82">, f32) -> ()
            %coord_387 = cute.make_coord() : () -> !cute.coord<"83">
            %2376 = cute.memref.load(%frg_C_55, %coord_387) : (!memref_rmem_f32_1, !cute.coord<"83">) -> f32
            %2377 = arith.mulf %2376, %2206 : f32
            cute.memref.store(%frg_C_55, %coord_387, %2377) : (!memref_rmem_f32_1, !cute.coord<"83">, f32) -> ()
            %coord_388 = cute.make_coord() : () -> !cute.coord<"84">
            %2378 = cute.memref.load(%frg_C_55, %coord_388) : (!memref_rmem_f32_1, !cute.coord<"84">) -> f32
            %2379 = arith.mulf %2378, %2213 : f32
            cute.memref.store(%frg_C_55, %coord_388, %2379) : (!memref_rmem_f32_1, !cute.coord<"84">, f32) -> ()
            %coord_389 = cute.make_coord() : () -> !cute.coord<"85">
            %2380 = cute.memref.load(%frg_C_55, %coord_389) : (!memref_rmem_f32_1, !cute.coord<"85">) -> f32
            %2381 = arith.mulf %2380, %2216 : f32
            cute.memref.store(%frg_C_55, %coord_389, %2381) : (!memref_rmem_f32_1, !cute.coord<"85">, f32) -> ()
            %coord_390 = cute.make_coord() : () -> !cute.coord<"86">
            %2382 = cute.memref.load(%frg_C_55, %coord_390) : (!memref_rmem_f32_1, !cute.coord<"86">) -> f32
            %2383 = arith.mulf %2382, %2213 : f32
            cute.memref.store(%frg_C_55, %coord_390, %2383) : (!memref_rmem_f32_1, !cute.coord<"86">, f32) -> ()
            %coord_391 = cute.make_coord() : () -> !cute.coord<"87">
            %2384 = cute.memref.load(%frg_C_55, %coord_391) : (!memref_rmem_f32_1, !cute.coord<"87">) -> f32
            %2385 = arith.mulf %2384, %2216 : f32
            cute.memref.store(%frg_C_55, %coord_391, %2385) : (!memref_rmem_f32_1, !cute.coord<"87">, f32) -> ()
            %coord_392 = cute.make_coord() : () -> !cute.coord<"88">
            %2386 = cute.memref.load(%frg_C_55, %coord_392) : (!memref_rmem_f32_1, !cute.coord<"88">) -> f32
            %2387 = arith.mulf %2386, %2223 : f32
            cute.memref.store(%frg_C_55, %coord_392, %2387) : (!memref_rmem_f32_1, !cute.coord<"88">, f32) -> ()
            %coord_393 = cute.make_coord() : () -> !cute.coord<"89">
            %2388 = cute.memref.load(%frg_C_55, %coord_393) : (!memref_rmem_f32_1, !cute.coord<"89">) -> f32
            %2389 = arith.mulf %2388, %2226 : f32
            cute.memref.store(%frg_C_55, %coord_393, %2389) : (!memref_rmem_f32_1, !cute.coord<"89">, f32) -> ()
            %coord_394 = cute.make_coord() : () -> !cute.coord<"90">
            %2390 = cute.memref.load(%frg_C_55, %coord_394) : (!memref_rmem_f32_1, !cute.coord<"90">) -> f32
            %2391 = arith.mulf %2390, %2223 : f32
            cute.memref.store(%frg_C_55, %coord_394, %2391) : (!memref_rmem_f32_1, !cute.coord<"90">, f32) -> ()
            %coord_395 = cute.make_coord() : () -> !cute.coord<"91">
            %2392 = cute.memref.load(%frg_C_55, %coord_395) : (!memref_rmem_f32_1, !cute.coord<"91">) -> f32
            %2393 = arith.mulf %2392, %2226 : f32
            cute.memref.store(%frg_C_55, %coord_395, %2393) : (!memref_rmem_f32_1, !cute.coord<"91">, f32) -> ()
            %coord_396 = cute.make_coord() : () -> !cute.coord<"92">
            %2394 = cute.memref.load(%frg_C_55, %coord_396) : (!memref_rmem_f32_1, !cute.coord<"92">) -> f32
            %2395 = arith.mulf %2394, %2233 : f32
            cute.memref.store(%frg_C_55, %coord_396, %2395) : (!memref_rmem_f32_1, !cute.coord<"92">, f32) -> ()
            %coord_397 = cute.make_coord() : () -> !cute.coord<"93">
            %2396 = cute.memref.load(%frg_C_55, %coord_397) : (!memref_rmem_f32_1, !cute.coord<"93">) -> f32
            %2397 = arith.mulf %2396, %2236 : f32
            cute.memref.store(%frg_C_55, %coord_397, %2397) : (!memref_rmem_f32_1, !cute.coord<"93">, f32) -> ()
            %coord_398 = cute.make_coord() : () -> !cute.coord<"94">
            %2398 = cute.memref.load(%frg_C_55, %coord_398) : (!memref_rmem_f32_1, !cute.coord<"94">) -> f32
            %2399 = arith.mulf %2398, %2233 : f32
            cute.memref.store(%frg_C_55, %coord_398, %2399) : (!memref_rmem_f32_1, !cute.coord<"94">, f32) -> ()
            %coord_399 = cute.make_coord() : () -> !cute.coord<"95">
            %2400 = cute.memref.load(%frg_C_55, %coord_399) : (!memref_rmem_f32_1, !cute.coord<"95">) -> f32
            %2401 = arith.mulf %2400, %2236 : f32
            cute.memref.store(%frg_C_55, %coord_399, %2401) : (!memref_rmem_f32_1, !cute.coord<"95">, f32) -> ()
            %coord_400 = cute.make_coord() : () -> !cute.coord<"96">
            %2402 = cute.memref.load(%frg_C_55, %coord_400) : (!memref_rmem_f32_1, !cute.coord<"96">) -> f32
            %2403 = arith.mulf %2402, %2203 : f32
            cute.memref.store(%frg_C_55, %coord_400, %2403) : (!memref_rmem_f32_1, !cute.coord<"96">, f32) -> ()
            %coord_401 = cute.make_coord() : () -> !cute.coord<"97">
            %2404 = cute.memref.load(%frg_C_55, %coord_401) : (!memref_rmem_f32_1, !cute.coord<"97">) -> f32
            %2405 = arith.mulf %2404, %2206 : f32
            cute.memref.store(%frg_C_55, %coord_401, %2405) : (!memref_rmem_f32_1, !cute.coord<"97">, f32) -> ()
            %coord_402 = cute.make_coord() : () -> !cute.coord<"98">
            %2406 = cute.memref.load(%frg_C_55, %coord_402) : (!memref_rmem_f32_1, !cute.coord<"98">) -> f32
            %2407 = arith.mulf %2406, %2203 : f32
            cute.memref.store(%frg_C_55, %coord_402, %2407) : (!memref_rmem_f32_1, !cute.coord<"98">, f32) -> ()
            %coord_403 = cute.make_coord() : () -> !cute.coord<"99">
            %2408 = cute.memref.load(%frg_C_55, %coord_403) : (!memref_rmem_f32_1, !cute.coord<"99">) -> f32
            %2409 = arith.mulf %2408, %2206 : f32
            cute.memref.store(%frg_C_55, %coord_403, %2409) : (!memref_rmem_f32_1, !cute.coord<"99">, f32) -> ()
            %coord_404 = cute.make_coord() : () -> !cute.coord<"100">
            %2410 = cute.memref.load(%frg_C_55, %coord_404) : (!memref_rmem_f32_1, !cute.coord<"100">) -> f32
            %2411 = arith.mulf %2410, %2213 : f32
            cute.memref.store(%frg_C_55, %coord_404, %2411) : (!memref_rmem_f32_1, !cute.coord<"100">, f32) -> ()
            %coord_405 = cute.make_coord() : () -> !cute.coord<"101">
            %2412 = cute.memref.load(%frg_C_55, %coord_405) : (!memref_rmem_f32_1, !cute.coord<"101">) -> f32
            %2413 = arith.mulf %2412, %2216 : f32
            cute.memref.store(%frg_C_55, %coord_405, %2413) : (!memref_rmem_f32_1, !cute.coord<"101">, f32) -> ()
            %coord_406 = cute.make_coord() : () -> !cute.coord<"102">
            %2414 = cute.memref.load(%frg_C_55, %coord_406) : (!memref_rmem_f32_1, !cute.coord<"102">) -> f32
            %2415 = arith.mulf %2414, %2213 : f32
            cute.memref.store(%frg_C_55, %coord_406, %2415) : (!memref_rmem_f32_1, !cute.coord<"102">, f32) -> ()
            %coord_407 = cute.make_coord() : () -> !cute.coord<"103">
            %2416 = cute.memref.load(%frg_C_55, %coord_407) : (!memref_rmem_f32_1, !cute.coord<"103">) -> f32
            %2417 = arith.mulf %2416, %2216 : f32
            cute.memref.store(%frg_C_55, %coord_407, %2417) : (!memref_rmem_f32_1, !cute.coord<"103">, f32) -> ()
            %coord_408 = cute.make_coord() : () -> !cute.coord<"104">
            %2418 = cute.memref.load(%frg_C_55, %coord_408) : (!memref_rmem_f32_1, !cute.coord<"104">) -> f32
            %2419 = arith.mulf %2418, %2223 : f32
            cute.memref.store(%frg_C_55, %coord_408, %2419) : (!memref_rmem_f32_1, !cute.coord<"104">, f32) -> ()
            %coord_409 = cute.make_coord() : () -> !cute.coord<"105">
            %2420 = cute.memref.load(%frg_C_55, %coord_409) : (!memref_rmem_f32_1, !cute.coord<"105">) -> f32
            %2421 = arith.mulf %2420, %2226 : f32
            cute.memref.store(%frg_C_55, %coord_409, %2421) : (!memref_rmem_f32_1, !cute.coord<"105">, f32) -> ()
            %coord_410 = cute.make_coord() : () -> !cute.coord<"106">
            %2422 = cute.memref.load(%frg_C_55, %coord_410) : (!memref_rmem_f32_1, !cute.coord<"106">) -> f32
            %2423 = arith.mulf %2422, %2223 : f32
            cute.memref.store(%frg_C_55, %coord_410, %2423) : (!memref_rmem_f32_1, !cute.coord<"106">, f32) -> ()
            %coord_411 = cute.make_coord() : () -> !cute.coord<"107">
            %2424 = cute.memref.load(%frg_C_55, %coord_411) : (!memref_rmem_f32_1, !cute.coord<"107">) -> f32
            %2425 = arith.mulf %2424, %2226 : f32
            cute.memref.store(%frg_C_55, %coord_411, %2425) : (!memref_rmem_f32_1, !cute.coord<"107">, f32) -> ()
            %coord_412 = cute.make_coord() : () -> !cute.coord<"108">
            %2426 = cute.memref.load(%frg_C_55, %coord_412) : (!memref_rmem_f32_1, !cute.coord<"108">) -> f32
            %2427 = arith.mulf %2426, %2233 : f32
            cute.memref.store(%frg_C_55, %coord_412, %2427) : (!memref_rmem_f32_1, !cute.coord<"108">, f32) -> ()
            %coord_413 = cute.make_coord() : () -> !cute.coord<"109">
            %2428 = cute.memref.load(%frg_C_55, %coord_413) : (!memref_rmem_f32_1, !cute.coord<"109">) -> f32
            %2429 = arith.mulf %2428, %2236 : f32
            cute.memref.store(%frg_C_55, %coord_413, %2429) : (!memref_rmem_f32_1, !cute.coord<"109">, f32) -> ()
            %coord_414 = cute.make_coord() : () -> !cute.coord<"110">
            %2430 = cute.memref.load(%frg_C_55, %coord_414) : (!memref_rmem_f32_1, !cute.coord<"110">) -> f32
            %2431 = arith.mulf %2430, %2233 : f32
            cute.memref.store(%frg_C_55, %coord_414, %2431) : (!memref_rmem_f32_1, !cute.coord<"110">, f32) -> ()
            %coord_415 = cute.make_coord() : () -> !cute.coord<"111">
            %2432 = cute.memref.load(%frg_C_55, %coord_415) : (!memref_rmem_f32_1, !cute.coord<"111">) -> f32
            %2433 = arith.mulf %2432, %2236 : f32
            cute.memref.store(%frg_C_55, %coord_415, %2433) : (!memref_rmem_f32_1, !cute.coord<"111">, f32) -> ()
            %coord_416 = cute.make_coord() : () -> !cute.coord<"112">
            %2434 = cute.memref.load(%frg_C_55, %coord_416) : (!memref_rmem_f32_1, !cute.coord<"112">) -> f32
            %2435 = arith.mulf %2434, %2203 : f32
            cute.memref.store(%frg_C_55, %coord_416, %2435) : (!memref_rmem_f32_1, !cute.coord<"112">, f32) -> ()
            %coord_417 = cute.make_coord() : () -> !cute.coord<"113">
            %2436 = cute.memref.load(%frg_C_55, %coord_417) : (!memref_rmem_f32_1, !cute.coord<"113">) -> f32
            %2437 = arith.mulf %2436, %2206 : f32
            cute.memref.store(%frg_C_55, %coord_417, %2437) : (!memref_rmem_f32_1, !cute.coord<"113">, f32) -> ()
            %coord_418 = cute.make_coord() : () -> !cute.coord<"114">
            %2438 = cute.memref.load(%frg_C_55, %coord_418) : (!memref_rmem_f32_1, !cute.coord<"114">) -> f32
            %2439 = arith.mulf %2438, %2203 : f32
            cute.memref.store(%frg_C_55, %coord_418, %2439) : (!memref_rmem_f32_1, !cute.coord<"114">, f32) -> ()
            %coord_419 = cute.make_coord() : () -> !cute.coord<"115">
            %2440 = cute.memref.load(%frg_C_55, %coord_419) : (!memref_rmem_f32_1, !cute.coord<"115">) -> f32
            %2441 = arith.mulf %2440, %2206 : f32
            cute.memref.store(%frg_C_55, %coord_419, %2441) : (!memref_rmem_f32_1, !cute.coord<"115">, f32) -> ()
            %coord_420 = cute.make_coord() : () -> !cute.coord<"116">
            %2442 = cute.memref.load(%frg_C_55, %coord_420) : (!memref_rmem_f32_1, !cute.coord<"116">) -> f32
            %2443 = arith.mulf %2442, %2213 : f32
            cute.memref.store(%frg_C_55, %coord_420, %2443) : (!memref_rmem_f32_1, !cute.coord<"116">, f32) -> ()
            %coord_421 = cute.make_coord() : () -> !cute.coord<"117">
            %2444 = cute.memref.load(%frg_C_55, %coord_421) : (!memref_rmem_f32_1, !cute.coord<"117">) -> f32
            %2445 = arith.mulf %2444, %2216 : f32
            cute.memref.store(%frg_C_55, %coord_421, %2445) : (!memref_rmem_f32_1, !cute.coord<"117">, f32) -> ()
            %coord_422 = cute.make_coord() : () -> !cute.coord<"118">
            %2446 = cute.memref.load(%frg_C_55, %coord_422) : (!memref_rmem_f32_1, !cute.coord<"118">) -> f32
            %2447 = arith.mulf %2446, %2213 : f32
            cute.memref.store(%frg_C_55, %coord_422, %2447) : (!memref_rmem_f32_1, !cute.coord<"118">, f32) -> ()
            %coord_423 = cute.make_coord() : () -> !cute.coord<"119">
            %2448 = cute.memref.load(%frg_C_55, %coord_423) : (!memref_rmem_f32_1, !cute.coord<"119">) -> f32
            %2449 = arith.mulf %2448, %2216 : f32
            cute.memref.store(%frg_C_55, %coord_423, %2449) : (!memref_rmem_f32_1, !cute.coord<"119">, f32) -> ()
            %coord_424 = cute.make_coord() : () -> !cute.coord<"120">
            %2450 = cute.memref.load(%frg_C_55, %coord_424) : (!memref_rmem_f32_1, !cute.coord<"120">) -> f32
            %2451 = arith.mulf %2450, %2223 : f32
            cute.memref.store(%frg_C_55, %coord_424, %2451) : (!memref_rmem_f32_1, !cute.coord<"120">, f32) -> ()
            %coord_425 = cute.make_coord() : () -> !cute.coord<"121">
            %2452 = cute.memref.load(%frg_C_55, %coord_425) : (!memref_rmem_f32_1, !cute.coord<"121">) -> f32
            %2453 = arith.mulf %2452, %2226 : f32
            cute.memref.store(%frg_C_55, %coord_425, %2453) : (!memref_rmem_f32_1, !cute.coord<"121">, f32) -> ()
            %coord_426 = cute.make_coord() : () -> !cute.coord<"122">
            %2454 = cute.memref.load(%frg_C_55, %coord_426) : (!memref_rmem_f32_1, !cute.coord<"122">) -> f32
            %2455 = arith.mulf %2454, %2223 : f32
            cute.memref.store(%frg_C_55, %coord_426, %2455) : (!memref_rmem_f32_1, !cute.coord<"122">, f32) -> ()
            %coord_427 = cute.make_coord() : () -> !cute.coord<"123">
            %2456 = cute.memref.load(%frg_C_55, %coord_427) : (!memref_rmem_f32_1, !cute.coord<"123">) -> f32
            %2457 = arith.mulf %2456, %2226 : f32
            cute.memref.store(%frg_C_55, %coord_427, %2457) : (!memref_rmem_f32_1, !cute.coord<"123">, f32) -> ()
            %coord_428 = cute.make_coord() : () -> !cute.coord<"124">
            %2458 = cute.memref.load(%frg_C_55, %coord_428) : (!memref_rmem_f32_1, !cute.coord<"124">) -> f32
            %2459 = arith.mulf %2458, %2233 : f32
            cute.memref.store(%frg_C_55, %coord_428, %2459) : (!memref_rmem_f32_1, !cute.coord<"124">, f32) -> ()
            %coord_429 = cute.make_coord() : () -> !cute.coord<"125">
            %2460 = cute.memref.load(%frg_C_55, %coord_429) : (!memref_rmem_f32_1, !cute.coord<"125">) -> f32
            %2461 = arith.mulf %2460, %2236 : f32
            cute.memref.store(%frg_C_55, %coord_429, %2461) : (!memref_rmem_f32_1, !cute.coord<"125">, f32) -> ()
            %coord_430 = cute.make_coord() : () -> !cute.coord<"126">
            %2462 = cute.memref.load(%frg_C_55, %coord_430) : (!memref_rmem_f32_1, !cute.coord<"126">) -> f32
            %2463 = arith.mulf %2462, %2233 : f32
            cute.memref.store(%frg_C_55, %coord_430, %2463) : (!memref_rmem_f32_1, !cute.coord<"126">, f32) -> ()
            %coord_431 = cute.make_coord() : () -> !cute.coord<"127">
            %2464 = cute.memref.load(%frg_C_55, %coord_431) : (!memref_rmem_f32_1, !cute.coord<"127">) -> f32
            %2465 = arith.mulf %2464, %2236 : f32
            cute.memref.store(%frg_C_55, %coord_431, %2465) : (!memref_rmem_f32_1, !cute.coord<"127">, f32) -> ()
            nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
            nvvm.barrier id = %c7_i32 number_of_threads = %c128_i32
            nvvm.wgmma.fence.aligned
            %2466 = cute_nvgpu.atom.set_value<accum_c>(%arg37, %true) : (!mma_f16_f16_f32_64x32x16_1, i1)
            %slice_432 = cute.slice(%frg_A_50, %coord_185) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,8,4,2):(0,512,128,4096)">, !cute.coord<"(_,_,0,0)">
            %slice_433 = cute.slice(%frg_B_52, %coord_185) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,2)):(0,0,2,(0,256))">, !cute.coord<"(_,_,0,0)">
            cute.gemm(%2466, %frg_C_55, %slice_432, %slice_433, %frg_C_55) : (!mma_f16_f16_f32_64x32x16_1, !memref_rmem_f32_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,8):(0,512)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            %slice_434 = cute.slice(%frg_A_50, %coord_188) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,8,4,2):(0,512,128,4096)">, !cute.coord<"(_,_,1,0)">
            %slice_435 = cute.slice(%frg_B_52, %coord_188) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,2)):(0,0,2,(0,256))">, !cute.coord<"(_,_,1,0)">
            cute.gemm(%2466, %frg_C_55, %slice_434, %slice_435, %frg_C_55) : (!mma_f16_f16_f32_64x32x16_1, !memref_rmem_f32_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,8):(0,512)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            %slice_436 = cute.slice(%frg_A_50, %coord_192) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,8,4,2):(0,512,128,4096)">, !cute.coord<"(_,_,2,0)">
            %slice_437 = cute.slice(%frg_B_52, %coord_192) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,2)):(0,0,2,(0,256))">, !cute.coord<"(_,_,2,0)">
            cute.gemm(%2466, %frg_C_55, %slice_436, %slice_437, %frg_C_55) : (!mma_f16_f16_f32_64x32x16_1, !memref_rmem_f32_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,8):(0,512)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            %slice_438 = cute.slice(%frg_A_50, %coord_196) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,8,4,2):(0,512,128,4096)">, !cute.coord<"(_,_,3,0)">
            %slice_439 = cute.slice(%frg_B_52, %coord_196) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,2)):(0,0,2,(0,256))">, !cute.coord<"(_,_,3,0)">
            cute.gemm(%2466, %frg_C_55, %slice_438, %slice_439, %frg_C_55) : (!mma_f16_f16_f32_64x32x16_1, !memref_rmem_f32_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,8):(0,512)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            nvvm.wgmma.commit.group.sync.aligned
            nvvm.wgmma.wait.group.sync.aligned 0
            nvvm.barrier.arrive id = %c3_i32 number_of_threads = %c256_i32
            scf.yield %2001, %1664, %2466 : f32, !mma_f16_f16_f32_64x32x16, !mma_f16_f16_f32_64x32x16_1
          } {loop_annotation = #loop_annotation}
          %119 = cute.memref.load(%rmem_56, %coord_57) : (!memref_rmem_f32_2, !cute.coord<"0">) -> f32
          %120 = nvvm.shfl.sync bfly %c-1_i32, %119, %c4_i32, %c31_i32 : f32 -> f32
          %121 = arith.addf %119, %120 : f32
          cute.memref.store(%rmem_56, %coord_57, %121) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          %122 = cute.memref.load(%rmem_56, %coord_57) : (!memref_rmem_f32_2, !cute.coord<"0">) -> f32
          %123 = nvvm.shfl.sync bfly %c-1_i32, %122, %c8_i32, %c31_i32 : f32 -> f32
          %124 = arith.addf %122, %123 : f32
          cute.memref.store(%rmem_56, %coord_57, %124) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          %125 = cute.memref.load(%rmem_56, %coord_57) : (!memref_rmem_f32_2, !cute.coord<"0">) -> f32
          %126 = nvvm.shfl.sync bfly %c-1_i32, %125, %c16_i32, %c31_i32 : f32 -> f32
          %127 = arith.addf %125, %126 : f32
          cute.memref.store(%rmem_56, %coord_57, %127) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          %128 = cute.memref.load(%rmem_56, %coord_58) : (!memref_rmem_f32_2, !cute.coord<"1">) -> f32
          %129 = nvvm.shfl.sync bfly %c-1_i32, %128, %c4_i32, %c31_i32 : f32 -> f32
          %130 = arith.addf %128, %129 : f32
          cute.memref.store(%rmem_56, %coord_58, %130) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          %131 = cute.memref.load(%rmem_56, %coord_58) : (!memref_rmem_f32_2, !cute.coord<"1">) -> f32
          %132 = nvvm.shfl.sync bfly %c-1_i32, %131, %c8_i32, %c31_i32 : f32 -> f32
          %133 = arith.addf %131, %132 : f32
          cute.memref.store(%rmem_56, %coord_58, %133) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          %134 = cute.memref.load(%rmem_56, %coord_58) : (!memref_rmem_f32_2, !cute.coord<"1">) -> f32
          %135 = nvvm.shfl.sync bfly %c-1_i32, %134, %c16_i32, %c31_i32 : f32 -> f32
          %136 = arith.addf %134, %135 : f32
          cute.memref.store(%rmem_56, %coord_58, %136) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          %137 = cute.memref.load(%rmem_56, %coord_59) : (!memref_rmem_f32_2, !cute.coord<"2">) -> f32
          %138 = nvvm.shfl.sync bfly %c-1_i32, %137, %c4_i32, %c31_i32 : f32 -> f32
          %139 = arith.addf %137, %138 : f32
          cute.memref.store(%rmem_56, %coord_59, %139) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          %140 = cute.memref.load(%rmem_56, %coord_59) : (!memref_rmem_f32_2, !cute.coord<"2">) -> f32
          %141 = nvvm.shfl.sync bfly %c-1_i32, %140, %c8_i32, %c31_i32 : f32 -> f32
          %142 = arith.addf %140, %141 : f32
          cute.memref.store(%rmem_56, %coord_59, %142) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          %143 = cute.memref.load(%rmem_56, %coord_59) : (!memref_rmem_f32_2, !cute.coord<"2">) -> f32
          %144 = nvvm.shfl.sync bfly %c-1_i32, %143, %c16_i32, %c31_i32 : f32 -> f32
          %145 = arith.addf %143, %144 : f32
          cute.memref.store(%rmem_56, %coord_59, %145) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          %146 = cute.memref.load(%rmem_56, %coord_60) : (!memref_rmem_f32_2, !cute.coord<"3">) -> f32
          %147 = nvvm.shfl.sync bfly %c-1_i32, %146, %c4_i32, %c31_i32 : f32 -> f32
          %148 = arith.addf %146, %147 : f32
          cute.memref.store(%rmem_56, %coord_60, %148) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          %149 = cute.memref.load(%rmem_56, %coord_60) : (!memref_rmem_f32_2, !cute.coord<"3">) -> f32
          %150 = nvvm.shfl.sync bfly %c-1_i32, %149, %c8_i32, %c31_i32 : f32 -> f32
          %151 = arith.addf %149, %150 : f32
          cute.memref.store(%rmem_56, %coord_60, %151) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          %152 = cute.memref.load(%rmem_56, %coord_60) : (!memref_rmem_f32_2, !cute.coord<"3">) -> f32
          %153 = nvvm.shfl.sync bfly %c-1_i32, %152, %c16_i32, %c31_i32 : f32 -> f32
          %154 = arith.addf %152, %153 : f32
          cute.memref.store(%rmem_56, %coord_60, %154) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          %155 = cute.memref.load(%rmem_56, %coord_61) : (!memref_rmem_f32_2, !cute.coord<"4">) -> f32
          %156 = nvvm.shfl.sync bfly %c-1_i32, %155, %c4_i32, %c31_i32 : f32 -> f32
          %157 = arith.addf %155, %156 : f32
          cute.memref.store(%rmem_56, %coord_61, %157) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          %158 = cute.memref.load(%rmem_56, %coord_61) : (!memref_rmem_f32_2, !cute.coord<"4">) -> f32
          %159 = nvvm.shfl.sync bfly %c-1_i32, %158, %c8_i32, %c31_i32 : f32 -> f32
          %160 = arith.addf %158, %159 : f32
          cute.memref.store(%rmem_56, %coord_61, %160) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          %161 = cute.memref.load(%rmem_56, %coord_61) : (!memref_rmem_f32_2, !cute.coord<"4">) -> f32
          %162 = nvvm.shfl.sync bfly %c-1_i32, %161, %c16_i32, %c31_i32 : f32 -> f32
          %163 = arith.addf %161, %162 : f32
          cute.memref.store(%rmem_56, %coord_61, %163) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          %164 = cute.memref.load(%rmem_56, %coord_62) : (!memref_rmem_f32_2, !cute.coord<"5">) -> f32
          %165 = nvvm.shfl.sync bfly %c-1_i32, %164, %c4_i32, %c31_i32 : f32 -> f32
          %166 = arith.addf %164, %165 : f32
          cute.memref.store(%rmem_56, %coord_62, %166) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
          %167 = cute.memref.load(%rmem_56, %coord_62) : (!memref_rmem_f32_2, !cute.coord<"5">) -> f32
          %168 = nvvm.shfl.sync bfly %c-1_i32, %167, %c8_i32, %c31_i32 : f32 -> f32
          %169 = arith.addf %167, %168 : f32
          cute.memref.store(%rmem_56, %coord_62, %169) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
          %170 = cute.memref.load(%rmem_56, %coord_62) : (!memref_rmem_f32_2, !cute.coord<"5">) -> f32
          %171 = nvvm.shfl.sync bfly %c-1_i32, %170, %c16_i32, %c31_i32 : f32 -> f32
          %172 = arith.addf %170, %171 : f32
          cute.memref.store(%rmem_56, %coord_62, %172) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
          %173 = cute.memref.load(%rmem_56, %coord_63) : (!memref_rmem_f32_2, !cute.coord<"6">) -> f32
          %174 = nvvm.shfl.sync bfly %c-1_i32, %173, %c4_i32, %c31_i32 : f32 -> f32
          %175 = arith.addf %173, %174 : f32
          cute.memref.store(%rmem_56, %coord_63, %175) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
          %176 = cute.memref.load(%rmem_56, %coord_63) : (!memref_rmem_f32_2, !cute.coord<"6">) -> f32
          %177 = nvvm.shfl.sync bfly %c-1_i32, %176, %c8_i32, %c31_i32 : f32 -> f32
          %178 = arith.addf %176, %177 : f32
          cute.memref.store(%rmem_56, %coord_63, %178) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
          %179 = cute.memref.load(%rmem_56, %coord_63) : (!memref_rmem_f32_2, !cute.coord<"6">) -> f32
          %180 = nvvm.shfl.sync bfly %c-1_i32, %179, %c16_i32, %c31_i32 : f32 -> f32
          %181 = arith.addf %179, %180 : f32
          cute.memref.store(%rmem_56, %coord_63, %181) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
          %182 = cute.memref.load(%rmem_56, %coord_64) : (!memref_rmem_f32_2, !cute.coord<"7">) -> f32
          %183 = nvvm.shfl.sync bfly %c-1_i32, %182, %c4_i32, %c31_i32 : f32 -> f32
          %184 = arith.addf %182, %183 : f32
          cute.memref.store(%rmem_56, %coord_64, %184) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
          %185 = cute.memref.load(%rmem_56, %coord_64) : (!memref_rmem_f32_2, !cute.coord<"7">) -> f32
          %186 = nvvm.shfl.sync bfly %c-1_i32, %185, %c8_i32, %c31_i32 : f32 -> f32
          %187 = arith.addf %185, %186 : f32
          cute.memref.store(%rmem_56, %coord_64, %187) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
          %188 = cute.memref.load(%rmem_56, %coord_64) : (!memref_rmem_f32_2, !cute.coord<"7">) -> f32
          %189 = nvvm.shfl.sync bfly %c-1_i32, %188, %c16_i32, %c31_i32 : f32 -> f32
          %190 = arith.addf %188, %189 : f32
          cute.memref.store(%rmem_56, %coord_64, %190) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
          nvvm.barrier id = %c7_i32 number_of_threads = %c128_i32
          %191 = arith.cmpi slt, %99, %c4_i32 : i32
          scf.if %191 {
            %1628 = arith.muli %100, %c32_i32 : i32
            %1629 = arith.addi %1628, %110 : i32
            %1630 = arith.muli %1629, %c4_i32 : i32
            %1631 = arith.addi %101, %1630 : i32
            %1632 = cute.memref.load(%rmem_56, %coord_57) : (!memref_rmem_f32_2, !cute.coord<"0">) -> f32
            %1633 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1632 : (f32) -> f32
            nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1631, %1633 : i32, f32)
            %1634 = arith.addi %1628, %111 : i32
            %1635 = arith.muli %1634, %c4_i32 : i32
            %1636 = arith.addi %101, %1635 : i32
            %1637 = cute.memref.load(%rmem_56, %coord_58) : (!memref_rmem_f32_2, !cute.coord<"1">) -> f32
            %1638 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1637 : (f32) -> f32
            nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1636, %1638 : i32, f32)
            %1639 = arith.addi %1628, %112 : i32
            %1640 = arith.muli %1639, %c4_i32 : i32
            %1641 = arith.addi %101, %1640 : i32
            %1642 = cute.memref.load(%rmem_56, %coord_59) : (!memref_rmem_f32_2, !cute.coord<"2">) -> f32
            %1643 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1642 : (f32) -> f32
            nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1641, %1643 : i32, f32)
            %1644 = arith.addi %1628, %113 : i32
            %1645 = arith.muli %1644, %c4_i32 : i32
            %1646 = arith.addi %101, %1645 : i32
            %1647 = cute.memref.load(%rmem_56, %coord_60) : (!memref_rmem_f32_2, !cute.coord<"3">) -> f32
            %1648 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1647 : (f32) -> f32
            nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1646, %1648 : i32, f32)
            %1649 = arith.addi %1628, %114 : i32
            %1650 = arith.muli %1649, %c4_i32 : i32
            %1651 = arith.addi %101, %1650 : i32
            %1652 = cute.memref.load(%rmem_56, %coord_61) : (!memref_rmem_f32_2, !cute.coord<"4">) -> f32
            %1653 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1652 : (f32) -> f32
            nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1651, %1653 : i32, f32)
            %1654 = arith.addi %1628, %115 : i32
            %1655 = arith.muli %1654, %c4_i32 : i32
            %1656 = arith.addi %101, %1655 : i32
            %1657 = cute.memref.load(%rmem_56, %coord_62) : (!memref_rmem_f32_2, !cute.coord<"5">) -> f32
            %1658 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1657 : (f32) -> f32
            nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1656, %1658 : i32, f32)
            %1659 = arith.addi %1628, %116 : i32
            %1660 = arith.muli %1659, %c4_i32 : i32
            %1661 = arith.addi %101, %1660 : i32
            %1662 = cute.memref.load(%rmem_56, %coord_63) : (!memref_rmem_f32_2, !cute.coord<"6">) -> f32
            %1663 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1662 : (f32) -> f32
            nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1661, %1663 : i32, f32)
            %1664 = arith.addi %1628, %117 : i32
            %1665 = arith.muli %1664, %c4_i32 : i32
            %1666 = arith.addi %101, %1665 : i32
            %1667 = cute.memref.load(%rmem_56, %coord_64) : (!memref_rmem_f32_2, !cute.coord<"7">) -> f32
            %1668 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1667 : (f32) -> f32
            nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1666, %1668 : i32, f32)
          }
          nvvm.barrier id = %c7_i32 number_of_threads = %c128_i32
          %192 = arith.muli %109, %c8_i32 : i32
          %193 = arith.addi %101, %192 : i32
          %194 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%193 : i32) -> f32
          %195 = arith.addf %194, %cst_4 : f32
          %196 = arith.addi %110, %c32_i32 : i32
          %197 = arith.muli %196, %c4_i32 : i32
          %198 = arith.addi %101, %197 : i32
          %199 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%198 : i32) -> f32
          %200 = arith.addf %195, %199 : f32
          %201 = arith.addi %110, %c64_i32 : i32
          %202 = arith.muli %201, %c4_i32 : i32
          %203 = arith.addi %101, %202 : i32
          %204 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%203 : i32) -> f32
          %205 = arith.addf %200, %204 : f32
          %206 = arith.addi %110, %c96_i32 : i32
          %207 = arith.muli %206, %c4_i32 : i32
          %208 = arith.addi %101, %207 : i32
          %209 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%208 : i32) -> f32
          %210 = arith.addf %205, %209 : f32
          cute.memref.store(%rmem_56, %coord_57, %210) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          %211 = arith.muli %111, %c4_i32 : i32
          %212 = arith.addi %101, %211 : i32
          %213 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%212 : i32) -> f32
          %214 = arith.addf %213, %cst_4 : f32
          %215 = arith.addi %110, %c33_i32 : i32
          %216 = arith.muli %215, %c4_i32 : i32
          %217 = arith.addi %101, %216 : i32
          %218 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%217 : i32) -> f32
          %219 = arith.addf %214, %218 : f32
          %220 = arith.addi %110, %c65_i32 : i32
          %221 = arith.muli %220, %c4_i32 : i32
          %222 = arith.addi %101, %221 : i32
          %223 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%222 : i32) -> f32
          %224 = arith.addf %219, %223 : f32
          %225 = arith.addi %110, %c97_i32 : i32
          %226 = arith.muli %225, %c4_i32 : i32
          %227 = arith.addi %101, %226 : i32
          %228 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%227 : i32) -> f32
          %229 = arith.addf %224, %228 : f32
          cute.memref.store(%rmem_56, %coord_58, %229) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          %230 = arith.muli %112, %c4_i32 : i32
          %231 = arith.addi %101, %230 : i32
          %232 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%231 : i32) -> f32
          %233 = arith.addf %232, %cst_4 : f32
          %234 = arith.addi %110, %c40_i32 : i32
          %235 = arith.muli %234, %c4_i32 : i32
          %236 = arith.addi %101, %235 : i32
          %237 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%236 : i32) -> f32
          %238 = arith.addf %233, %237 : f32
          %239 = arith.addi %110, %c72_i32 : i32
          %240 = arith.muli %239, %c4_i32 : i32
          %241 = arith.addi %101, %240 : i32
          %242 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%241 : i32) -> f32
          %243 = arith.addf %238, %242 : f32
          %244 = arith.addi %110, %c104_i32 : i32
          %245 = arith.muli %244, %c4_i32 : i32
          %246 = arith.addi %101, %245 : i32
          %247 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%246 : i32) -> f32
          %248 = arith.addf %243, %247 : f32
          cute.memref.store(%rmem_56, %coord_59, %248) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          %249 = arith.muli %113, %c4_i32 : i32
          %250 = arith.addi %101, %249 : i32
          %251 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%250 : i32) -> f32
          %252 = arith.addf %251, %cst_4 : f32
          %253 = arith.addi %110, %c41_i32 : i32
          %254 = arith.muli %253, %c4_i32 : i32
          %255 = arith.addi %101, %254 : i32
          %256 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%255 : i32) -> f32
          %257 = arith.addf %252, %256 : f32
          %258 = arith.addi %110, %c73_i32 : i32
          %259 = arith.muli %258, %c4_i32 : i32
          %260 = arith.addi %101, %259 : i32
          %261 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%260 : i32) -> f32
          %262 = arith.addf %257, %261 : f32
          %263 = arith.addi %110, %c105_i32 : i32
          %264 = arith.muli %263, %c4_i32 : i32
          %265 = arith.addi %101, %264 : i32
          %266 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%265 : i32) -> f32
          %267 = arith.addf %262, %266 : f32
          cute.memref.store(%rmem_56, %coord_60, %267) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          %268 = arith.muli %114, %c4_i32 : i32
          %269 = arith.addi %101, %268 : i32
          %270 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%269 : i32) -> f32
          %271 = arith.addf %270, %cst_4 : f32
          %272 = arith.addi %110, %c48_i32 : i32
          %273 = arith.muli %272, %c4_i32 : i32
          %274 = arith.addi %101, %273 : i32
          %275 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%274 : i32) -> f32
          %276 = arith.addf %271, %275 : f32
          %277 = arith.addi %110, %c80_i32 : i32
          %278 = arith.muli %277, %c4_i32 : i32
          %279 = arith.addi %101, %278 : i32
          %280 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%279 : i32) -> f32
          %281 = arith.addf %276, %280 : f32
          %282 = arith.addi %110, %c112_i32 : i32
          %283 = arith.muli %282, %c4_i32 : i32
          %284 = arith.addi %101, %283 : i32
          %285 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%284 : i32) -> f32
          %286 = arith.addf %281, %285 : f32
          cute.memref.store(%rmem_56, %coord_61, %286) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          %287 = arith.muli %115, %c4_i32 : i32
          %288 = arith.addi %101, %287 : i32
          %289 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%288 : i32) -> f32
          %290 = arith.addf %289, %cst_4 : f32
          %291 = arith.addi %110, %c49_i32 : i32
          %292 = arith.muli %291, %c4_i32 : i32
          %293 = arith.addi %101, %292 : i32
          %294 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%293 : i32) -> f32
          %295 = arith.addf %290, %294 : f32
          %296 = arith.addi %110, %c81_i32 : i32
          %297 = arith.muli %296, %c4_i32 : i32
          %298 = arith.addi %101, %297 : i32
          %299 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%298 : i32) -> f32
          %300 = arith.addf %295, %299 : f32
          %301 = arith.addi %110, %c113_i32 : i32
          %302 = arith.muli %301, %c4_i32 : i32
          %303 = arith.addi %101, %302 : i32
          %304 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%303 : i32) -> f32
          %305 = arith.addf %300, %304 : f32
          cute.memref.store(%rmem_56, %coord_62, %305) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
          %306 = arith.muli %116, %c4_i32 : i32
          %307 = arith.addi %101, %306 : i32
          %308 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%307 : i32) -> f32
          %309 = arith.addf %308, %cst_4 : f32
          %310 = arith.addi %110, %c56_i32 : i32
          %311 = arith.muli %310, %c4_i32 : i32
          %312 = arith.addi %101, %311 : i32
          %313 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%312 : i32) -> f32
          %314 = arith.addf %309, %313 : f32
          %315 = arith.addi %110, %c88_i32 : i32
          %316 = arith.muli %315, %c4_i32 : i32
          %317 = arith.addi %101, %316 : i32
          %318 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%317 : i32) -> f32
          %319 = arith.addf %314, %318 : f32
          %320 = arith.addi %110, %c120_i32 : i32
          %321 = arith.muli %320, %c4_i32 : i32
          %322 = arith.addi %101, %321 : i32
          %323 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%322 : i32) -> f32
          %324 = arith.addf %319, %323 : f32
          cute.memref.store(%rmem_56, %coord_63, %324) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
          %325 = arith.muli %117, %c4_i32 : i32
          %326 = arith.addi %101, %325 : i32
          %327 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%326 : i32) -> f32
          %328 = arith.addf %327, %cst_4 : f32
          %329 = arith.addi %110, %c57_i32 : i32
          %330 = arith.muli %329, %c4_i32 : i32
          %331 = arith.addi %101, %330 : i32
          %332 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%331 : i32) -> f32
          %333 = arith.addf %328, %332 : f32
          %334 = arith.addi %110, %c89_i32 : i32
          %335 = arith.muli %334, %c4_i32 : i32
          %336 = arith.addi %101, %335 : i32
          %337 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%336 : i32) -> f32
          %338 = arith.addf %333, %337 : f32
          %339 = arith.addi %110, %c121_i32 : i32
          %340 = arith.muli %339, %c4_i32 : i32
          %341 = arith.addi %101, %340 : i32
          %342 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%341 : i32) -> f32
          %343 = arith.addf %338, %342 : f32
          cute.memref.store(%rmem_56, %coord_64, %343) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
          nvvm.barrier id = %c5_i32 number_of_threads = %c256_i32
          nvvm.barrier id = %c5_i32 number_of_threads = %c256_i32
          %344 = arith.addi %102, %192 : i32
          %345 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%344 : i32) -> f32
          %346 = arith.addi %102, %197 : i32
          %347 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%346 : i32) -> f32
          %348 = cute.memref.load(%rmem, %coord_57) : (!memref_rmem_f32_2, !cute.coord<"0">) -> f32
          %349 = nvvm.fmax %348, %345
          %350 = arith.cmpf oeq, %349, %cst_3 : f32
          %351 = arith.select %350, %cst_4, %349 : f32
          %352 = cute.memref.load(%rmem, %coord_57) : (!memref_rmem_f32_2, !cute.coord<"0">) -> f32
          %353 = arith.subf %352, %351 : f32
          %354 = math.exp2 %353 : f32
          %355 = arith.subf %345, %351 : f32
          %356 = math.exp2 %355 : f32
          %357 = cute.memref.load(%rmem_56, %coord_57) : (!memref_rmem_f32_2, !cute.coord<"0">) -> f32
          %358 = arith.mulf %357, %354 : f32
          %359 = arith.mulf %347, %356 : f32
          %360 = arith.addf %358, %359 : f32
          cute.memref.store(%rmem_56, %coord_57, %360) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          cute.memref.store(%rmem, %coord_57, %349) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          %361 = arith.mulf %354, %118#0 : f32
          %362 = arith.addi %102, %211 : i32
          %363 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%362 : i32) -> f32
          %364 = arith.addi %102, %216 : i32
          %365 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%364 : i32) -> f32
          %366 = cute.memref.load(%rmem, %coord_58) : (!memref_rmem_f32_2, !cute.coord<"1">) -> f32
          %367 = nvvm.fmax %366, %363
          %368 = arith.cmpf oeq, %367, %cst_3 : f32
          %369 = arith.select %368, %cst_4, %367 : f32
          %370 = cute.memref.load(%rmem, %coord_58) : (!memref_rmem_f32_2, !cute.coord<"1">) -> f32
          %371 = arith.subf %370, %369 : f32
          %372 = math.exp2 %371 : f32
          %373 = arith.subf %363, %369 : f32
          %374 = math.exp2 %373 : f32
          %375 = cute.memref.load(%rmem_56, %coord_58) : (!memref_rmem_f32_2, !cute.coord<"1">) -> f32
          %376 = arith.mulf %375, %372 : f32
          %377 = arith.mulf %365, %374 : f32
          %378 = arith.addf %376, %377 : f32
          cute.memref.store(%rmem_56, %coord_58, %378) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          cute.memref.store(%rmem, %coord_58, %367) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          %379 = arith.mulf %372, %118#0 : f32
          %380 = arith.addi %102, %230 : i32
          %381 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%380 : i32) -> f32
          %382 = arith.addi %102, %235 : i32
          %383 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%382 : i32) -> f32
          %384 = cute.memref.load(%rmem, %coord_59) : (!memref_rmem_f32_2, !cute.coord<"2">) -> f32
          %385 = nvvm.fmax %384, %381
          %386 = arith.cmpf oeq, %385, %cst_3 : f32
          %387 = arith.select %386, %cst_4, %385 : f32
          %388 = cute.memref.load(%rmem, %coord_59) : (!memref_rmem_f32_2, !cute.coord<"2">) -> f32
          %389 = arith.subf %388, %387 : f32
          %390 = math.exp2 %389 : f32
          %391 = arith.subf %381, %387 : f32
          %392 = math.exp2 %391 : f32
          %393 = cute.memref.load(%rmem_56, %coord_59) : (!memref_rmem_f32_2, !cute.coord<"2">) -> f32
          %394 = arith.mulf %393, %390 : f32
          %395 = arith.mulf %383, %392 : f32
          %396 = arith.addf %394, %395 : f32
          cute.memref.store(%rmem_56, %coord_59, %396) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          cute.memref.store(%rmem, %coord_59, %385) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          %397 = arith.mulf %390, %118#0 : f32
          %398 = arith.addi %102, %249 : i32
          %399 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%398 : i32) -> f32
          %400 = arith.addi %102, %254 : i32
          %401 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%400 : i32) -> f32
          %402 = cute.memref.load(%rmem, %coord_60) : (!memref_rmem_f32_2, !cute.coord<"3">) -> f32
          %403 = nvvm.fmax %402, %399
          %404 = arith.cmpf oeq, %403, %cst_3 : f32
          %405 = arith.select %404, %cst_4, %403 : f32
          %406 = cute.memref.load(%rmem, %coord_60) : (!memref_rmem_f32_2, !cute.coord<"3">) -> f32
          %407 = arith.subf %406, %405 : f32
          %408 = math.exp2 %407 : f32
          %409 = arith.subf %399, %405 : f32
          %410 = math.exp2 %409 : f32
          %411 = cute.memref.load(%rmem_56, %coord_60) : (!memref_rmem_f32_2, !cute.coord<"3">) -> f32
          %412 = arith.mulf %411, %408 : f32
          %413 = arith.mulf %401, %410 : f32
          %414 = arith.addf %412, %413 : f32
          cute.memref.store(%rmem_56, %coord_60, %414) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          cute.memref.store(%rmem, %coord_60, %403) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          %415 = arith.mulf %408, %118#0 : f32
          %416 = arith.addi %102, %268 : i32
          %417 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%416 : i32) -> f32
          %418 = arith.addi %102, %273 : i32
          %419 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%418 : i32) -> f32
          %420 = cute.memref.load(%rmem, %coord_61) : (!memref_rmem_f32_2, !cute.coord<"4">) -> f32
          %421 = nvvm.fmax %420, %417
          %422 = arith.cmpf oeq, %421, %cst_3 : f32
          %423 = arith.select %422, %cst_4, %421 : f32
          %424 = cute.memref.load(%rmem, %coord_61) : (!memref_rmem_f32_2, !cute.coord<"4">) -> f32
          %425 = arith.subf %424, %423 : f32
          %426 = math.exp2 %425 : f32
          %427 = arith.subf %417, %423 : f32
          %428 = math.exp2 %427 : f32
          %429 = cute.memref.load(%rmem_56, %coord_61) : (!memref_rmem_f32_2, !cute.coord<"4">) -> f32
          %430 = arith.mulf %429, %426 : f32
          %431 = arith.mulf %419, %428 : f32
          %432 = arith.addf %430, %431 : f32
          cute.memref.store(%rmem_56, %coord_61, %432) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          cute.memref.store(%rmem, %coord_61, %421) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          %433 = arith.mulf %426, %118#0 : f32
          %434 = arith.addi %102, %287 : i32
          %435 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%434 : i32) -> f32
          %436 = arith.addi %102, %292 : i32
          %437 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%436 : i32) -> f32
          %438 = cute.memref.load(%rmem, %coord_62) : (!memref_rmem_f32_2, !cute.coord<"5">) -> f32
          %439 = nvvm.fmax %438, %435
          %440 = arith.cmpf oeq, %439, %cst_3 : f32
          %441 = arith.select %440, %cst_4, %439 : f32
          %442 = cute.memref.load(%rmem, %coord_62) : (!memref_rmem_f32_2, !cute.coord<"5">) -> f32
          %443 = arith.subf %442, %441 : f32
          %444 = math.exp2 %443 : f32
          %445 = arith.subf %435, %441 : f32
          %446 = math.exp2 %445 : f32
          %447 = cute.memref.load(%rmem_56, %coord_62) : (!memref_rmem_f32_2, !cute.coord<"5">) -> f32
          %448 = arith.mulf %447, %444 : f32
          %449 = arith.mulf %437, %446 : f32
          %450 = arith.addf %448, %449 : f32
          cute.memref.store(%rmem_56, %coord_62, %450) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
          cute.memref.store(%rmem, %coord_62, %439) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
          %451 = arith.mulf %444, %118#0 : f32
          %452 = arith.addi %102, %306 : i32
          %453 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%452 : i32) -> f32
          %454 = arith.addi %102, %311 : i32
          %455 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%454 : i32) -> f32
          %456 = cute.memref.load(%rmem, %coord_63) : (!memref_rmem_f32_2, !cute.coord<"6">) -> f32
          %457 = nvvm.fmax %456, %453
          %458 = arith.cmpf oeq, %457, %cst_3 : f32
          %459 = arith.select %458, %cst_4, %457 : f32
          %460 = cute.memref.load(%rmem, %coord_63) : (!memref_rmem_f32_2, !cute.coord<"6">) -> f32
          %461 = arith.subf %460, %459 : f32
          %462 = math.exp2 %461 : f32
          %463 = arith.subf %453, %459 : f32
          %464 = math.exp2 %463 : f32
          %465 = cute.memref.load(%rmem_56, %coord_63) : (!memref_rmem_f32_2, !cute.coord<"6">) -> f32
          %466 = arith.mulf %465, %462 : f32
          %467 = arith.mulf %455, %464 : f32
          %468 = arith.addf %466, %467 : f32
          cute.memref.store(%rmem_56, %coord_63, %468) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
          cute.memref.store(%rmem, %coord_63, %457) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
          %469 = arith.mulf %462, %118#0 : f32
          %470 = arith.addi %102, %325 : i32
          %471 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%470 : i32) -> f32
          %472 = arith.addi %102, %330 : i32
          %473 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%472 : i32) -> f32
          %474 = cute.memref.load(%rmem, %coord_64) : (!memref_rmem_f32_2, !cute.coord<"7">) -> f32
          %475 = nvvm.fmax %474, %471
          %476 = arith.cmpf oeq, %475, %cst_3 : f32
          %477 = arith.select %476, %cst_4, %475 : f32
          %478 = cute.memref.load(%rmem, %coord_64) : (!memref_rmem_f32_2, !cute.coord<"7">) -> f32
          %479 = arith.subf %478, %477 : f32
          %480 = math.exp2 %479 : f32
          %481 = arith.subf %471, %477 : f32
          %482 = math.exp2 %481 : f32
          %483 = cute.memref.load(%rmem_56, %coord_64) : (!memref_rmem_f32_2, !cute.coord<"7">) -> f32
          %484 = arith.mulf %483, %480 : f32
          %485 = arith.mulf %473, %482 : f32
          %486 = arith.addf %484, %485 : f32
          cute.memref.store(%rmem_56, %coord_64, %486) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
          cute.memref.store(%rmem, %coord_64, %475) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
          %487 = arith.mulf %480, %118#0 : f32
          %488 = cute.memref.load(%frg_C_55, %coord_57) : (!memref_rmem_f32_1, !cute.coord<"0">) -> f32
          %489 = arith.mulf %488, %361 : f32
          %490 = arith.muli %98, %c4_i32 : i32
          %491 = arith.addi %7, %490 : i32
          %492 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%491 : i32) -> f32
          %493 = arith.mulf %492, %356 : f32
          %494 = arith.addf %489, %493 : f32
          cute.memref.store(%frg_C_55, %coord_57, %494) : (!memref_rmem_f32_1, !cute.coord<"0">, f32) -> ()
          %495 = cute.memref.load(%frg_C_55, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"1">) -> f32
          %496 = arith.mulf %495, %379 : f32
          %497 = arith.addi %98, %c128_i32 : i32
          %498 = arith.muli %497, %c4_i32 : i32
          %499 = arith.addi %7, %498 : i32
          %500 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%499 : i32) -> f32
          %501 = arith.mulf %500, %374 : f32
          %502 = arith.addf %496, %501 : f32
          cute.memref.store(%frg_C_55, %coord_58, %502) : (!memref_rmem_f32_1, !cute.coord<"1">, f32) -> ()
          %503 = cute.memref.load(%frg_C_55, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"2">) -> f32
          %504 = arith.mulf %503, %361 : f32
          %505 = arith.addi %98, %c256_i32 : i32
          %506 = arith.muli %505, %c4_i32 : i32
          %507 = arith.addi %7, %506 : i32
          %508 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%507 : i32) -> f32
          %509 = arith.mulf %508, %356 : f32
          %510 = arith.addf %504, %509 : f32
          cute.memref.store(%frg_C_55, %coord_59, %510) : (!memref_rmem_f32_1, !cute.coord<"2">, f32) -> ()
          %511 = cute.memref.load(%frg_C_55, %coord_60) : (!memref_rmem_f32_1, !cute.coord<"3">) -> f32
          %512 = arith.mulf %511, %379 : f32
          %513 = arith.addi %98, %c384_i32 : i32
          %514 = arith.muli %513, %c4_i32 : i32
          %515 = arith.addi %7, %514 : i32
          %516 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%515 : i32) -> f32
          %517 = arith.mulf %516, %374 : f32
          %518 = arith.addf %512, %517 : f32
          cute.memref.store(%frg_C_55, %coord_60, %518) : (!memref_rmem_f32_1, !cute.coord<"3">, f32) -> ()
          %519 = cute.memref.load(%frg_C_55, %coord_61) : (!memref_rmem_f32_1, !cute.coord<"4">) -> f32
          %520 = arith.mulf %519, %397 : f32
          %521 = arith.addi %98, %c512_i32 : i32
          %522 = arith.muli %521, %c4_i32 : i32
          %523 = arith.addi %7, %522 : i32
          %524 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%523 : i32) -> f32
          %525 = arith.mulf %524, %392 : f32
          %526 = arith.addf %520, %525 : f32
          cute.memref.store(%frg_C_55, %coord_61, %526) : (!memref_rmem_f32_1, !cute.coord<"4">, f32) -> ()
          %527 = cute.memref.load(%frg_C_55, %coord_62) : (!memref_rmem_f32_1, !cute.coord<"5">) -> f32
          %528 = arith.mulf %527, %415 : f32
          %529 = arith.addi %98, %c640_i32 : i32
          %530 = arith.muli %529, %c4_i32 : i32
          %531 = arith.addi %7, %530 : i32
          %532 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%531 : i32) -> f32
          %533 = arith.mulf %532, %410 : f32
          %534 = arith.addf %528, %533 : f32
          cute.memref.store(%frg_C_55, %coord_62, %534) : (!memref_rmem_f32_1, !cute.coord<"5">, f32) -> ()
          %535 = cute.memref.load(%frg_C_55, %coord_63) : (!memref_rmem_f32_1, !cute.coord<"6">) -> f32
          %536 = arith.mulf %535, %397 : f32
          %537 = arith.addi %98, %c768_i32 : i32
          %538 = arith.muli %537, %c4_i32 : i32
          %539 = arith.addi %7, %538 : i32
          %540 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%539 : i32) -> f32
          %541 = arith.mulf %540, %392 : f32
          %542 = arith.addf %536, %541 : f32
          cute.memref.store(%frg_C_55, %coord_63, %542) : (!memref_rmem_f32_1, !cute.coord<"6">, f32) -> ()
          %543 = cute.memref.load(%frg_C_55, %coord_64) : (!memref_rmem_f32_1, !cute.coord<"7">) -> f32
          %544 = arith.mulf %543, %415 : f32
          %545 = arith.addi %98, %c896_i32 : i32
          %546 = arith.muli %545, %c4_i32 : i32
          %547 = arith.addi %7, %546 : i32
          %548 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%547 : i32) -> f32
          %549 = arith.mulf %548, %410 : f32
          %550 = arith.addf %544, %549 : f32
          cute.memref.store(%frg_C_55, %coord_64, %550) : (!memref_rmem_f32_1, !cute.coord<"7">, f32) -> ()
          %coord_65 = cute.make_coord() : () -> !cute.coord<"8">
          %551 = cute.memref.load(%frg_C_55, %coord_65) : (!memref_rmem_f32_1, !cute.coord<"8">) -> f32
          %552 = arith.mulf %551, %433 : f32
          %553 = arith.addi %98, %c1024_i32 : i32
          %554 = arith.muli %553, %c4_i32 : i32
          %555 = arith.addi %7, %554 : i32
          %556 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%555 : i32) -> f32
          %557 = arith.mulf %556, %428 : f32
          %558 = arith.addf %552, %557 : f32
          cute.memref.store(%frg_C_55, %coord_65, %558) : (!memref_rmem_f32_1, !cute.coord<"8">, f32) -> ()
          %coord_66 = cute.make_coord() : () -> !cute.coord<"9">
          %559 = cute.memref.load(%frg_C_55, %coord_66) : (!memref_rmem_f32_1, !cute.coord<"9">) -> f32
          %560 = arith.mulf %559, %451 : f32
          %561 = arith.addi %98, %c1152_i32 : i32
          %562 = arith.muli %561, %c4_i32 : i32
          %563 = arith.addi %7, %562 : i32
          %564 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%563 : i32) -> f32
          %565 = arith.mulf %564, %446 : f32
          %566 = arith.addf %560, %565 : f32
          cute.memref.store(%frg_C_55, %coord_66, %566) : (!memref_rmem_f32_1, !cute.coord<"9">, f32) -> ()
          %coord_67 = cute.make_coord() : () -> !cute.coord<"10">
          %567 = cute.memref.load(%frg_C_55, %coord_67) : (!memref_rmem_f32_1, !cute.coord<"10">) -> f32
          %568 = arith.mulf %567, %433 : f32
          %569 = arith.addi %98, %c1280_i32 : i32
          %570 = arith.muli %569, %c4_i32 : i32
          %571 = arith.addi %7, %570 : i32
          %572 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%571 : i32) -> f32
          %573 = arith.mulf %572, %428 : f32
          %574 = arith.addf %568, %573 : f32
          cute.memref.store(%frg_C_55, %coord_67, %574) : (!memref_rmem_f32_1, !cute.coord<"10">, f32) -> ()
          %coord_68 = cute.make_coord() : () -> !cute.coord<"11">
          %575 = cute.memref.load(%frg_C_55, %coord_68) : (!memref_rmem_f32_1, !cute.coord<"11">) -> f32
          %576 = arith.mulf %575, %451 : f32
          %577 = arith.addi %98, %c1408_i32 : i32
          %578 = arith.muli %577, %c4_i32 : i32
          %579 = arith.addi %7, %578 : i32
          %580 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%579 : i32) -> f32
          %581 = arith.mulf %580, %446 : f32
          %582 = arith.addf %576, %581 : f32
          cute.memref.store(%frg_C_55, %coord_68, %582) : (!memref_rmem_f32_1, !cute.coord<"11">, f32) -> ()
          %coord_69 = cute.make_coord() : () -> !cute.coord<"12">
          %583 = cute.memref.load(%frg_C_55, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"12">) -> f32
          %584 = arith.mulf %583, %469 : f32
          %585 = arith.addi %98, %c1536_i32 : i32
          %586 = arith.muli %585, %c4_i32 : i32
          %587 = arith.addi %7, %586 : i32
          %588 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%587 : i32) -> f32
          %589 = arith.mulf %588, %464 : f32
          %590 = arith.addf %584, %589 : f32
          cute.memref.store(%frg_C_55, %coord_69, %590) : (!memref_rmem_f32_1, !cute.coord<"12">, f32) -> ()
          %coord_70 = cute.make_coord() : () -> !cute.coord<"13">
          %591 = cute.memref.load(%frg_C_55, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"13">) -> f32
          %592 = arith.mulf %591, %487 : f32
          %593 = arith.addi %98, %c1664_i32 : i32
          %594 = arith.muli %593, %c4_i32 : i32
          %595 = arith.addi %7, %594 : i32
          %596 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%595 : i32) -> f32
          %597 = arith.mulf %596, %482 : f32
          %598 = arith.addf %592, %597 : f32
          cute.memref.store(%frg_C_55, %coord_70, %598) : (!memref_rmem_f32_1, !cute.coord<"13">, f32) -> ()
          %coord_71 = cute.make_coord() : () -> !cute.coord<"14">
          %599 = cute.memref.load(%frg_C_55, %coord_71) : (!memref_rmem_f32_1, !cute.coord<"14">) -> f32
          %600 = arith.mulf %599, %469 : f32
          %601 = arith.addi %98, %c1792_i32 : i32
          %602 = arith.muli %601, %c4_i32 : i32
          %603 = arith.addi %7, %602 : i32
          %604 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%603 : i32) -> f32
          %605 = arith.mulf %604, %464 : f32
          %606 = arith.addf %600, %605 : f32
          cute.memref.store(%frg_C_55, %coord_71, %606) : (!memref_rmem_f32_1, !cute.coord<"14">, f32) -> ()
          %coord_72 = cute.make_coord() : () -> !cute.coord<"15">
          %607 = cute.memref.load(%frg_C_55, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"15">) -> f32
          %608 = arith.mulf %607, %487 : f32
          %609 = arith.addi %98, %c1920_i32 : i32
          %610 = arith.muli %609, %c4_i32 : i32
          %611 = arith.addi %7, %610 : i32
          %612 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%611 : i32) -> f32
          %613 = arith.mulf %612, %482 : f32
          %614 = arith.addf %608, %613 : f32
          cute.memref.store(%frg_C_55, %coord_72, %614) : (!memref_rmem_f32_1, !cute.coord<"15">, f32) -> ()
          %coord_73 = cute.make_coord() : () -> !cute.coord<"16">
          %615 = cute.memref.load(%frg_C_55, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"16">) -> f32
          %616 = arith.mulf %615, %361 : f32
          %617 = arith.addi %98, %c2048_i32 : i32
          %618 = arith.muli %617, %c4_i32 : i32
          %619 = arith.addi %7, %618 : i32
          %620 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%619 : i32) -> f32
          %621 = arith.mulf %620, %356 : f32
          %622 = arith.addf %616, %621 : f32
          cute.memref.store(%frg_C_55, %coord_73, %622) : (!memref_rmem_f32_1, !cute.coord<"16">, f32) -> ()
          %coord_74 = cute.make_coord() : () -> !cute.coord<"17">
          %623 = cute.memref.load(%frg_C_55, %coord_74) : (!memref_rmem_f32_1, !cute.coord<"17">) -> f32
          %624 = arith.mulf %623, %379 : f32
          %625 = arith.addi %98, %c2176_i32 : i32
          %626 = arith.muli %625, %c4_i32 : i32
          %627 = arith.addi %7, %626 : i32
          %628 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%627 : i32) -> f32
          %629 = arith.mulf %628, %374 : f32
          %630 = arith.addf %624, %629 : f32
          cute.memref.store(%frg_C_55, %coord_74, %630) : (!memref_rmem_f32_1, !cute.coord<"17">, f32) -> ()
          %coord_75 = cute.make_coord() : () -> !cute.coord<"18">
          %631 = cute.memref.load(%frg_C_55, %coord_75) : (!memref_rmem_f32_1, !cute.coord<"18">) -> f32
          %632 = arith.mulf %631, %361 : f32
          %633 = arith.addi %98, %c2304_i32 : i32
          %634 = arith.muli %633, %c4_i32 : i32
          %635 = arith.addi %7, %634 : i32
          %636 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%635 : i32) -> f32
          %637 = arith.mulf %636, %356 : f32
          %638 = arith.addf %632, %637 : f32
          cute.memref.store(%frg_C_55, %coord_75, %638) : (!memref_rmem_f32_1, !cute.coord<"18">, f32) -> ()
          %coord_76 = cute.make_coord() : () -> !cute.coord<"19">
          %639 = cute.memref.load(%frg_C_55, %coord_76) : (!memref_rmem_f32_1, !cute.coord<"19">) -> f32
          %640 = arith.mulf %639, %379 : f32
          %641 = arith.addi %98, %c2432_i32 : i32
          %642 = arith.muli %641, %c4_i32 : i32
          %643 = arith.addi %7, %642 : i32
          %644 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%643 : i32) -> f32
          %645 = arith.mulf %644, %374 : f32
          %646 = arith.addf %640, %645 : f32
          cute.memref.store(%frg_C_55, %coord_76, %646) : (!memref_rmem_f32_1, !cute.coord<"19">, f32) -> ()
          %coord_77 = cute.make_coord() : () -> !cute.coord<"20">
          %647 = cute.memref.load(%frg_C_55, %coord_77) : (!memref_rmem_f32_1, !cute.coord<"20">) -> f32
          %648 = arith.mulf %647, %397 : f32
          %649 = arith.addi %98, %c2560_i32 : i32
          %650 = arith.muli %649, %c4_i32 : i32
          %651 = arith.addi %7, %650 : i32
          %652 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%651 : i32) -> f32
          %653 = arith.mulf %652, %392 : f32
          %654 = arith.addf %648, %653 : f32
          cute.memref.store(%frg_C_55, %coord_77, %654) : (!memref_rmem_f32_1, !cute.coord<"20">, f32) -> ()
          %coord_78 = cute.make_coord() : () -> !cute.coord<"21">
          %655 = cute.memref.load(%frg_C_55, %coord_78) : (!memref_rmem_f32_1, !cute.coord<"21">) -> f32
          %656 = arith.mulf %655, %415 : f32
          %657 = arith.addi %98, %c2688_i32 : i32
          %658 = arith.muli %657, %c4_i32 : i32
          %659 = arith.addi %7, %658 : i32
          %660 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%659 : i32) -> f32
          %661 = arith.mulf %660, %410 : f32
          %662 = arith.addf %656, %661 : f32
          cute.memref.store(%frg_C_55, %coord_78, %662) : (!memref_rmem_f32_1, !cute.coord<"21">, f32) -> ()
          %coord_79 = cute.make_coord() : () -> !cute.coord<"22">
          %663 = cute.memref.load(%frg_C_55, %coord_79) : (!memref_rmem_f32_1, !cute.coord<"22">) -> f32
          %664 = arith.mulf %663, %397 : f32
          %665 = arith.addi %98, %c2816_i32 : i32
          %666 = arith.muli %665, %c4_i32 : i32
          %667 = arith.addi %7, %666 : i32
          %668 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%667 : i32) -> f32
          %669 = arith.mulf %668, %392 : f32
          %670 = arith.addf %664, %669 : f32
          cute.memref.store(%frg_C_55, %coord_79, %670) : (!memref_rmem_f32_1, !cute.coord<"22">, f32) -> ()
          %coord_80 = cute.make_coord() : () -> !cute.coord<"23">
          %671 = cute.memref.load(%frg_C_55, %coord_80) : (!memref_rmem_f32_1, !cute.coord<"23">) -> f32
          %672 = arith.mulf %671, %415 : f32
          %673 = arith.addi %98, %c2944_i32 : i32
          %674 = arith.muli %673, %c4_i32 : i32
          %675 = arith.addi %7, %674 : i32
          %676 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%675 : i32) -> f32
          %677 = arith.mulf %676, %410 : f32
          %678 = arith.addf %672, %677 : f32
          cute.memref.store(%frg_C_55, %coord_80, %678) : (!memref_rmem_f32_1, !cute.coord<"23">, f32) -> ()
          %coord_81 = cute.make_coord() : () -> !cute.coord<"24">
          %679 = cute.memref.load(%frg_C_55, %coord_81) : (!memref_rmem_f32_1, !cute.coord<"24">) -> f32
          %680 = arith.mulf %679, %433 : f32
          %681 = arith.addi %98, %c3072_i32 : i32
          %682 = arith.muli %681, %c4_i32 : i32
          %683 = arith.addi %7, %682 : i32
          %684 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%683 : i32) -> f32
          %685 = arith.mulf %684, %428 : f32
          %686 = arith.addf %680, %685 : f32
          cute.memref.store(%frg_C_55, %coord_81, %686) : (!memref_rmem_f32_1, !cute.coord<"24">, f32) -> ()
          %coord_82 = cute.make_coord() : () -> !cute.coord<"25">
          %687 = cute.memref.load(%frg_C_55, %coord_82) : (!memref_rmem_f32_1, !cute.coord<"25">) -> f32
          %688 = arith.mulf %687, %451 : f32
          %689 = arith.addi %98, %c3200_i32 : i32
          %690 = arith.muli %689, %c4_i32 : i32
          %691 = arith.addi %7, %690 : i32
          %692 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%691 : i32) -> f32
          %693 = arith.mulf %692, %446 : f32
          %694 = arith.addf %688, %693 : f32
          cute.memref.store(%frg_C_55, %coord_82, %694) : (!memref_rmem_f32_1, !cute.coord<"25">, f32) -> ()
          %coord_83 = cute.make_coord() : () -> !cute.coord<"26">
          %695 = cute.memref.load(%frg_C_55, %coord_83) : (!memref_rmem_f32_1, !cute.coord<"26">) -> f32
          %696 = arith.mulf %695, %433 : f32
          %697 = arith.addi %98, %c3328_i32 : i32
          %698 = arith.muli %697, %c4_i32 : i32
          %699 = arith.addi %7, %698 : i32
          %700 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%699 : i32) -> f32
          %701 = arith.mulf %700, %428 : f32
          %702 = arith.addf %696, %701 : f32
          cute.memref.store(%frg_C_55, %coord_83, %702) : (!memref_rmem_f32_1, !cute.coord<"26">, f32) -> ()
          %coord_84 = cute.make_coord() : () -> !cute.coord<"27">
          %703 = cute.memref.load(%frg_C_55, %coord_84) : (!memref_rmem_f32_1, !cute.coord<"27">) -> f32
          %704 = arith.mulf %703, %451 : f32
          %705 = arith.addi %98, %c3456_i32 : i32
          %706 = arith.muli %705, %c4_i32 : i32
          %707 = arith.addi %7, %706 : i32
          %708 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%707 : i32) -> f32
          %709 = arith.mulf %708, %446 : f32
          %710 = arith.addf %704, %709 : f32
          cute.memref.store(%frg_C_55, %coord_84, %710) : (!memref_rmem_f32_1, !cute.coord<"27">, f32) -> ()
          %coord_85 = cute.make_coord() : () -> !cute.coord<"28">
          %711 = cute.memref.load(%frg_C_55, %coord_85) : (!memref_rmem_f32_1, !cute.coord<"28">) -> f32
          %712 = arith.mulf %711, %469 : f32
          %713 = arith.addi %98, %c3584_i32 : i32
          %714 = arith.muli %713, %c4_i32 : i32
          %715 = arith.addi %7, %714 : i32
          %716 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%715 : i32) -> f32
          %717 = arith.mulf %716, %464 : f32
          %718 = arith.addf %712, %717 : f32
          cute.memref.store(%frg_C_55, %coord_85, %718) : (!memref_rmem_f32_1, !cute.coord<"28">, f32) -> ()
          %coord_86 = cute.make_coord() : () -> !cute.coord<"29">
          %719 = cute.memref.load(%frg_C_55, %coord_86) : (!memref_rmem_f32_1, !cute.coord<"29">) -> f32
          %720 = arith.mulf %719, %487 : f32
          %721 = arith.addi %98, %c3712_i32 : i32
          %722 = arith.muli %721, %c4_i32 : i32
          %723 = arith.addi %7, %722 : i32
          %724 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%723 : i32) -> f32
          %725 = arith.mulf %724, %482 : f32
          %726 = arith.addf %720, %725 : f32
          cute.memref.store(%frg_C_55, %coord_86, %726) : (!memref_rmem_f32_1, !cute.coord<"29">, f32) -> ()
          %coord_87 = cute.make_coord() : () -> !cute.coord<"30">
          %727 = cute.memref.load(%frg_C_55, %coord_87) : (!memref_rmem_f32_1, !cute.coord<"30">) -> f32
          %728 = arith.mulf %727, %469 : f32
          %729 = arith.addi %98, %c3840_i32 : i32
          %730 = arith.muli %729, %c4_i32 : i32
          %731 = arith.addi %7, %730 : i32
          %732 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%731 : i32) -> f32
          %733 = arith.mulf %732, %464 : f32
          %734 = arith.addf %728, %733 : f32
          cute.memref.store(%frg_C_55, %coord_87, %734) : (!memref_rmem_f32_1, !cute.coord<"30">, f32) -> ()
          %coord_88 = cute.make_coord() : () -> !cute.coord<"31">
          %735 = cute.memref.load(%frg_C_55, %coord_88) : (!memref_rmem_f32_1, !cute.coord<"31">) -> f32
          %736 = arith.mulf %735, %487 : f32
          %737 = arith.addi %98, %c3968_i32 : i32
          %738 = arith.muli %737, %c4_i32 : i32
          %739 = arith.addi %7, %738 : i32
          %740 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%739 : i32) -> f32
          %741 = arith.mulf %740, %482 : f32
          %742 = arith.addf %736, %741 : f32
          cute.memref.store(%frg_C_55, %coord_88, %742) : (!memref_rmem_f32_1, !cute.coord<"31">, f32) -> ()
          %coord_89 = cute.make_coord() : () -> !cute.coord<"32">
          %743 = cute.memref.load(%frg_C_55, %coord_89) : (!memref_rmem_f32_1, !cute.coord<"32">) -> f32
          %744 = arith.mulf %743, %361 : f32
          %745 = arith.addi %98, %c4096_i32 : i32
          %746 = arith.muli %745, %c4_i32 : i32
          %747 = arith.addi %7, %746 : i32
          %748 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%747 : i32) -> f32
          %749 = arith.mulf %748, %356 : f32
          %750 = arith.addf %744, %749 : f32
          cute.memref.store(%frg_C_55, %coord_89, %750) : (!memref_rmem_f32_1, !cute.coord<"32">, f32) -> ()
          %coord_90 = cute.make_coord() : () -> !cute.coord<"33">
          %751 = cute.memref.load(%frg_C_55, %coord_90) : (!memref_rmem_f32_1, !cute.coord<"33">) -> f32
          %752 = arith.mulf %751, %379 : f32
          %753 = arith.addi %98, %c4224_i32 : i32
          %754 = arith.muli %753, %c4_i32 : i32
          %755 = arith.addi %7, %754 : i32
          %756 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%755 : i32) -> f32
          %757 = arith.mulf %756, %374 : f32
          %758 = arith.addf %752, %757 : f32
          cute.memref.store(%frg_C_55, %coord_90, %758) : (!memref_rmem_f32_1, !cute.coord<"33">, f32) -> ()
          %coord_91 = cute.make_coord() : () -> !cute.coord<"34">
          %759 = cute.memref.load(%frg_C_55, %coord_91) : (!memref_rmem_f32_1, !cute.coord<"34">) -> f32
          %760 = arith.mulf %759, %361 : f32
          %761 = arith.addi %98, %c4352_i32 : i32
          %762 = arith.muli %761, %c4_i32 : i32
          %763 = arith.addi %7, %762 : i32
          %764 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%763 : i32) -> f32
          %765 = arith.mulf %764, %356 : f32
          %766 = arith.addf %760, %765 : f32
          cute.memref.store(%frg_C_55, %coord_91, %766) : (!memref_rmem_f32_1, !cute.coord<"34">, f32) -> ()
          %coord_92 = cute.make_coord() : () -> !cute.coord<"35">
          %767 = cute.memref.load(%frg_C_55, %coord_92) : (!memref_rmem_f32_1, !cute.coord<"35">) -> f32
          %768 = arith.mulf %767, %379 : f32
          %769 = arith.addi %98, %c4480_i32 : i32
          %770 = arith.muli %769, %c4_i32 : i32
          %771 = arith.addi %7, %770 : i32
          %772 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%771 : i32) -> f32
          %773 = arith.mulf %772, %374 : f32
          %774 = arith.addf %768, %773 : f32
          cute.memref.store(%frg_C_55, %coord_92, %774) : (!memref_rmem_f32_1, !cute.coord<"35">, f32) -> ()
          %coord_93 = cute.make_coord() : () -> !cute.coord<"36">
          %775 = cute.memref.load(%frg_C_55, %coord_93) : (!memref_rmem_f32_1, !cute.coord<"36">) -> f32
          %776 = arith.mulf %775, %397 : f32
          %777 = arith.addi %98, %c4608_i32 : i32
          %778 = arith.muli %777, %c4_i32 : i32
          %779 = arith.addi %7, %778 : i32
          %780 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%779 : i32) -> f32
          %781 = arith.mulf %780, %392 : f32
          %782 = arith.addf %776, %781 : f32
          cute.memref.store(%frg_C_55, %coord_93, %782) : (!memref_rmem_f32_1, !cute.coord<"36">, f32) -> ()
          %coord_94 = cute.make_coord() : () -> !cute.coord<"37">
          %783 = cute.memref.load(%frg_C_55, %coord_94) : (!memref_rmem_f32_1, !cute.coord<"37">) -> f32
          %784 = arith.mulf %783, %415 : f32
          %785 = arith.addi %98, %c4736_i32 : i32
          %786 = arith.muli %785, %c4_i32 : i32
          %787 = arith.addi %7, %786 : i32
          %788 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%787 : i32) -> f32
          %789 = arith.mulf %788, %410 : f32
          %790 = arith.addf %784, %789 : f32
          cute.memref.store(%frg_C_55, %coord_94, %790) : (!memref_rmem_f32_1, !cute.coord<"37">, f32) -> ()
          %coord_95 = cute.make_coord() : () -> !cute.coord<"38">
          %791 = cute.memref.load(%frg_C_55, %coord_95) : (!memref_rmem_f32_1, !cute.coord<"38">) -> f32
          %792 = arith.mulf %791, %397 : f32
          %793 = arith.addi %98, %c4864_i32 : i32
          %794 = arith.muli %793, %c4_i32 : i32
          %795 = arith.addi %7, %794 : i32
          %796 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%795 : i32) -> f32
          %797 = arith.mulf %796, %392 : f32
          %798 = arith.addf %792, %797 : f32
          cute.memref.store(%frg_C_55, %coord_95, %798) : (!memref_rmem_f32_1, !cute.coord<"38">, f32) -> ()
          %coord_96 = cute.make_coord() : () -> !cute.coord<"39">
          %799 = cute.memref.load(%frg_C_55, %coord_96) : (!memref_rmem_f32_1, !cute.coord<"39">) -> f32
          %800 = arith.mulf %799, %415 : f32
          %801 = arith.addi %98, %c4992_i32 : i32
          %802 = arith.muli %801, %c4_i32 : i32
          %803 = arith.addi %7, %802 : i32
          %804 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%803 : i32) -> f32
          %805 = arith.mulf %804, %410 : f32
          %806 = arith.addf %800, %805 : f32
          cute.memref.store(%frg_C_55, %coord_96, %806) : (!memref_rmem_f32_1, !cute.coord<"39">, f32) -> ()
          %coord_97 = cute.make_coord() : () -> !cute.coord<"40">
          %807 = cute.memref.load(%frg_C_55, %coord_97) : (!memref_rmem_f32_1, !cute.coord<"40">) -> f32
          %808 = arith.mulf %807, %433 : f32
          %809 = arith.addi %98, %c5120_i32 : i32
          %810 = arith.muli %809, %c4_i32 : i32
          %811 = arith.addi %7, %810 : i32
          %812 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%811 : i32) -> f32
          %813 = arith.mulf %812, %428 : f32
          %814 = arith.addf %808, %813 : f32
          cute.memref.store(%frg_C_55, %coord_97, %814) : (!memref_rmem_f32_1, !cute.coord<"40">, f32) -> ()
          %coord_98 = cute.make_coord() : () -> !cute.coord<"41">
          %815 = cute.memref.load(%frg_C_55, %coord_98) : (!memref_rmem_f32_1, !cute.coord<"41">) -> f32
          %816 = arith.mulf %815, %451 : f32
          %817 = arith.addi %98, %c5248_i32 : i32
          %818 = arith.muli %817, %c4_i32 : i32
          %819 = arith.addi %7, %818 : i32
          %820 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%819 : i32) -> f32
          %821 = arith.mulf %820, %446 : f32
          %822 = arith.addf %816, %821 : f32
          cute.memref.store(%frg_C_55, %coord_98, %822) : (!memref_rmem_f32_1, !cute.coord<"41">, f32) -> ()
          %coord_99 = cute.make_coord() : () -> !cute.coord<"42">
          %823 = cute.memref.load(%frg_C_55, %coord_99) : (!memref_rmem_f32_1, !cute.coord<"42">) -> f32
          %824 = arith.mulf %823, %433 : f32
          %825 = arith.addi %98, %c5376_i32 : i32
          %826 = arith.muli %825, %c4_i32 : i32
          %827 = arith.addi %7, %826 : i32
          %828 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%827 : i32) -> f32
          %829 = arith.mulf %828, %428 : f32
          %830 = arith.addf %824, %829 : f32
          cute.memref.store(%frg_C_55, %coord_99, %830) : (!memref_rmem_f32_1, !cute.coord<"42">, f32) -> ()
          %coord_100 = cute.make_coord() : () -> !cute.coord<"43">
          %831 = cute.memref.load(%frg_C_55, %coord_100) : (!memref_rmem_f32_1, !cute.coord<"43">) -> f32
          %832 = arith.mulf %831, %451 : f32
          %833 = arith.addi %98, %c5504_i32 : i32
          %834 = arith.muli %833, %c4_i32 : i32
          %835 = arith.addi %7, %834 : i32
          %836 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%835 : i32) -> f32
          %837 = arith.mulf %836, %446 : f32
          %838 = arith.addf %832, %837 : f32
          cute.memref.store(%frg_C_55, %coord_100, %838) : (!memref_rmem_f32_1, !cute.coord<"43">, f32) -> ()
          %coord_101 = cute.make_coord() : () -> !cute.coord<"44">
          %839 = cute.memref.load(%frg_C_55, %coord_101) : (!memref_rmem_f32_1, !cute.coord<"44">) -> f32
          %840 = arith.mulf %839, %469 : f32
          %841 = arith.addi %98, %c5632_i32 : i32
          %842 = arith.muli %841, %c4_i32 : i32
          %843 = arith.addi %7, %842 : i32
          %844 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%843 : i32) -> f32
          %845 = arith.mulf %844, %464 : f32
          %846 = arith.addf %840, %845 : f32
          cute.memref.store(%frg_C_55, %coord_101, %846) : (!memref_rmem_f32_1, !cute.coord<"44">, f32) -> ()
          %coord_102 = cute.make_coord() : () -> !cute.coord<"45">
          %847 = cute.memref.load(%frg_C_55, %coord_102) : (!memref_rmem_f32_1, !cute.coord<"45">) -> f32
          %848 = arith.mulf %847, %487 : f32
          %849 = arith.addi %98, %c5760_i32 : i32
          %850 = arith.muli %849, %c4_i32 : i32
          %851 = arith.addi %7, %850 : i32
          %852 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%851 : i32) -> f32
          %853 = arith.mulf %852, %482 : f32
          %854 = arith.addf %848, %853 : f32
          cute.memref.store(%frg_C_55, %coord_102, %854) : (!memref_rmem_f32_1, !cute.coord<"45">, f32) -> ()
          %coord_103 = cute.make_coord() : () -> !cute.coord<"46">
          %855 = cute.memref.load(%frg_C_55, %coord_103) : (!memref_rmem_f32_1, !cute.coord<"46">) -> f32
          %856 = arith.mulf %855, %469 : f32
          %857 = arith.addi %98, %c5888_i32 : i32
          %858 = arith.muli %857, %c4_i32 : i32
          %859 = arith.addi %7, %858 : i32
          %860 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%859 : i32) -> f32
          %861 = arith.mulf %860, %464 : f32
          %862 = arith.addf %856, %861 : f32
          cute.memref.store(%frg_C_55, %coord_103, %862) : (!memref_rmem_f32_1, !cute.coord<"46">, f32) -> ()
          %coord_104 = cute.make_coord() : () -> !cute.coord<"47">
          %863 = cute.memref.load(%frg_C_55, %coord_104) : (!memref_rmem_f32_1, !cute.coord<"47">) -> f32
          %864 = arith.mulf %863, %487 : f32
          %865 = arith.addi %98, %c6016_i32 : i32
          %866 = arith.muli %865, %c4_i32 : i32
          %867 = arith.addi %7, %866 : i32
          %868 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%867 : i32) -> f32
          %869 = arith.mulf %868, %482 : f32
          %870 = arith.addf %864, %869 : f32
          cute.memref.store(%frg_C_55, %coord_104, %870) : (!memref_rmem_f32_1, !cute.coord<"47">, f32) -> ()
          %coord_105 = cute.make_coord() : () -> !cute.coord<"48">
          %871 = cute.memref.load(%frg_C_55, %coord_105) : (!memref_rmem_f32_1, !cute.coord<"48">) -> f32
          %872 = arith.mulf %871, %361 : f32
          %873 = arith.addi %98, %c6144_i32 : i32
          %874 = arith.muli %873, %c4_i32 : i32
          %875 = arith.addi %7, %874 : i32
          %876 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%875 : i32) -> f32
          %877 = arith.mulf %876, %356 : f32
          %878 = arith.addf %872, %877 : f32
          cute.memref.store(%frg_C_55, %coord_105, %878) : (!memref_rmem_f32_1, !cute.coord<"48">, f32) -> ()
          %coord_106 = cute.make_coord() : () -> !cute.coord<"49">
          %879 = cute.memref.load(%frg_C_55, %coord_106) : (!memref_rmem_f32_1, !cute.coord<"49">) -> f32
          %880 = arith.mulf %879, %379 : f32
          %881 = arith.addi %98, %c6272_i32 : i32
          %882 = arith.muli %881, %c4_i32 : i32
          %883 = arith.addi %7, %882 : i32
          %884 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%883 : i32) -> f32
          %885 = arith.mulf %884, %374 : f32
          %886 = arith.addf %880, %885 : f32
          cute.memref.store(%frg_C_55, %coord_106, %886) : (!memref_rmem_f32_1, !cute.coord<"49">, f32) -> ()
          %coord_107 = cute.make_coord() : () -> !cute.coord<"50">
          %887 = cute.memref.load(%frg_C_55, %coord_107) : (!memref_rmem_f32_1, !cute.coord<"50">) -> f32
          %888 = arith.mulf %887, %361 : f32
          %889 = arith.addi %98, %c6400_i32 : i32
          %890 = arith.muli %889, %c4_i32 : i32
          %891 = arith.addi %7, %890 : i32
          %892 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%891 : i32) -> f32
          %893 = arith.mulf %892, %356 : f32
          %894 = arith.addf %888, %893 : f32
          cute.memref.store(%frg_C_55, %coord_107, %894) : (!memref_rmem_f32_1, !cute.coord<"50">, f32) -> ()
          %coord_108 = cute.make_coord() : () -> !cute.coord<"51">
          %895 = cute.memref.load(%frg_C_55, %coord_108) : (!memref_rmem_f32_1, !cute.coord<"51">) -> f32
          %896 = arith.mulf %895, %379 : f32
          %897 = arith.addi %98, %c6528_i32 : i32
          %898 = arith.muli %897, %c4_i32 : i32
          %899 = arith.addi %7, %898 : i32
          %900 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%899 : i32) -> f32
          %901 = arith.mulf %900, %374 : f32
          %902 = arith.addf %896, %901 : f32
          cute.memref.store(%frg_C_55, %coord_108, %902) : (!memref_rmem_f32_1, !cute.coord<"51">, f32) -> ()
          %coord_109 = cute.make_coord() : () -> !cute.coord<"52">
          %903 = cute.memref.load(%frg_C_55, %coord_109) : (!memref_rmem_f32_1, !cute.coord<"52">) -> f32
          %904 = arith.mulf %903, %397 : f32
          %905 = arith.addi %98, %c6656_i32 : i32
          %906 = arith.muli %905, %c4_i32 : i32
          %907 = arith.addi %7, %906 : i32
          %908 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%907 : i32) -> f32
          %909 = arith.mulf %908, %392 : f32
          %910 = arith.addf %904, %909 : f32
          cute.memref.store(%frg_C_55, %coord_109, %910) : (!memref_rmem_f32_1, !cute.coord<"52">, f32) -> ()
          %coord_110 = cute.make_coord() : () -> !cute.coord<"53">
          %911 = cute.memref.load(%frg_C_55, %coord_110) : (!memref_rmem_f32_1, !cute.coord<"53">) -> f32
          %912 = arith.mulf %911, %415 : f32
          %913 = arith.addi %98, %c6784_i32 : i32
          %914 = arith.muli %913, %c4_i32 : i32
          %915 = arith.addi %7, %914 : i32
          %916 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%915 : i32) -> f32
          %917 = arith.mulf %916, %410 : f32
          %918 = arith.addf %912, %917 : f32
          cute.memref.store(%frg_C_55, %coord_110, %918) : (!memref_rmem_f32_1, !cute.coord<"53">, f32) -> ()
          %coord_111 = cute.make_coord() : () -> !cute.coord<"54">
          %919 = cute.memref.load(%frg_C_55, %coord_111) : (!memref_rmem_f32_1, !cute.coord<"54">) -> f32
          %920 = arith.mulf %919, %397 : f32
          %921 = arith.addi %98, %c6912_i32 : i32
          %922 = arith.muli %921, %c4_i32 : i32
          %923 = arith.addi %7, %922 : i32
          %924 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%923 : i32) -> f32
          %925 = arith.mulf %924, %392 : f32
          %926 = arith.addf %920, %925 : f32
          cute.memref.store(%frg_C_55, %coord_111, %926) : (!memref_rmem_f32_1, !cute.coord<"54">, f32) -> ()
          %coord_112 = cute.make_coord() : () -> !cute.coord<"55">
          %927 = cute.memref.load(%frg_C_55, %coord_112) : (!memref_rmem_f32_1, !cute.coord<"55">) -> f32
          %928 = arith.mulf %927, %415 : f32
          %929 = arith.addi %98, %c7040_i32 : i32
          %930 = arith.muli %929, %c4_i32 : i32
          %931 = arith.addi %7, %930 : i32
          %932 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%931 : i32) -> f32
          %933 = arith.mulf %932, %410 : f32
          %934 = arith.addf %928, %933 : f32
          cute.memref.store(%frg_C_55, %coord_112, %934) : (!memref_rmem_f32_1, !cute.coord<"55">, f32) -> ()
          %coord_113 = cute.make_coord() : () -> !cute.coord<"56">
          %935 = cute.memref.load(%frg_C_55, %coord_113) : (!memref_rmem_f32_1, !cute.coord<"56">) -> f32
          %936 = arith.mulf %935, %433 : f32
          %937 = arith.addi %98, %c7168_i32 : i32
          %938 = arith.muli %937, %c4_i32 : i32
          %939 = arith.addi %7, %938 : i32
          %940 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%939 : i32) -> f32
          %941 = arith.mulf %940, %428 : f32
          %942 = arith.addf %936, %941 : f32
          cute.memref.store(%frg_C_55, %coord_113, %942) : (!memref_rmem_f32_1, !cute.coord<"56">, f32) -> ()
          %coord_114 = cute.make_coord() : () -> !cute.coord<"57">
          %943 = cute.memref.load(%frg_C_55, %coord_114) : (!memref_rmem_f32_1, !cute.coord<"57">) -> f32
          %944 = arith.mulf %943, %451 : f32
          %945 = arith.addi %98, %c7296_i32 : i32
          %946 = arith.muli %945, %c4_i32 : i32
          %947 = arith.addi %7, %946 : i32
          %948 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%947 : i32) -> f32
          %949 = arith.mulf %948, %446 : f32
          %950 = arith.addf %944, %949 : f32
          cute.memref.store(%frg_C_55, %coord_114, %950) : (!memref_rmem_f32_1, !cute.coord<"57">, f32) -> ()
          %coord_115 = cute.make_coord() : () -> !cute.coord<"58">
          %951 = cute.memref.load(%frg_C_55, %coord_115) : (!memref_rmem_f32_1, !cute.coord<"58">) -> f32
          %952 = arith.mulf %951, %433 : f32
          %953 = arith.addi %98, %c7424_i32 : i32
          %954 = arith.muli %953, %c4_i32 : i32
          %955 = arith.addi %7, %954 : i32
          %956 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%955 : i32) -> f32
          %957 = arith.mulf %956, %428 : f32
          %958 = arith.addf %952, %957 : f32
          cute.memref.store(%frg_C_55, %coord_115, %958) : (!memref_rmem_f32_1, !cute.coord<"58">, f32) -> ()
          %coord_116 = cute.make_coord() : () -> !cute.coord<"59">
          %959 = cute.memref.load(%frg_C_55, %coord_116) : (!memref_rmem_f32_1, !cute.coord<"59">) -> f32
          %960 = arith.mulf %959, %451 : f32
          %961 = arith.addi %98, %c7552_i32 : i32
          %962 = arith.muli %961, %c4_i32 : i32
          %963 = arith.addi %7, %962 : i32
          %964 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%963 : i32) -> f32
          %965 = arith.mulf %964, %446 : f32
          %966 = arith.addf %960, %965 : f32
          cute.memref.store(%frg_C_55, %coord_116, %966) : (!memref_rmem_f32_1, !cute.coord<"59">, f32) -> ()
          %coord_117 = cute.make_coord() : () -> !cute.coord<"60">
          %967 = cute.memref.load(%frg_C_55, %coord_117) : (!memref_rmem_f32_1, !cute.coord<"60">) -> f32
          %968 = arith.mulf %967, %469 : f32
          %969 = arith.addi %98, %c7680_i32 : i32
          %970 = arith.muli %969, %c4_i32 : i32
          %971 = arith.addi %7, %970 : i32
          %972 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%971 : i32) -> f32
          %973 = arith.mulf %972, %464 : f32
          %974 = arith.addf %968, %973 : f32
          cute.memref.store(%frg_C_55, %coord_117, %974) : (!memref_rmem_f32_1, !cute.coord<"60">, f32) -> ()
          %coord_118 = cute.make_coord() : () -> !cute.coord<"61">
          %975 = cute.memref.load(%frg_C_55, %coord_118) : (!memref_rmem_f32_1, !cute.coord<"61">) -> f32
          %976 = arith.mulf %975, %487 : f32
          %977 = arith.addi %98, %c7808_i32 : i32
          %978 = arith.muli %977, %c4_i32 : i32
          %979 = arith.addi %7, %978 : i32
          %980 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%979 : i32) -> f32
          %981 = arith.mulf %980, %482 : f32
          %982 = arith.addf %976, %981 : f32
          cute.memref.store(%frg_C_55, %coord_118, %982) : (!memref_rmem_f32_1, !cute.coord<"61">, f32) -> ()
          %coord_119 = cute.make_coord() : () -> !cute.coord<"62">
          %983 = cute.memref.load(%frg_C_55, %coord_119) : (!memref_rmem_f32_1, !cute.coord<"62">) -> f32
          %984 = arith.mulf %983, %469 : f32
          %985 = arith.addi %98, %c7936_i32 : i32
          %986 = arith.muli %985, %c4_i32 : i32
          %987 = arith.addi %7, %986 : i32
          %988 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%987 : i32) -> f32
          %989 = arith.mulf %988, %464 : f32
          %990 = arith.addf %984, %989 : f32
          cute.memref.store(%frg_C_55, %coord_119, %990) : (!memref_rmem_f32_1, !cute.coord<"62">, f32) -> ()
          %coord_120 = cute.make_coord() : () -> !cute.coord<"63">
          %991 = cute.memref.load(%frg_C_55, %coord_120) : (!memref_rmem_f32_1, !cute.coord<"63">) -> f32
          %992 = arith.mulf %991, %487 : f32
          %993 = arith.addi %98, %c8064_i32 : i32
          %994 = arith.muli %993, %c4_i32 : i32
          %995 = arith.addi %7, %994 : i32
          %996 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%995 : i32) -> f32
          %997 = arith.mulf %996, %482 : f32
          %998 = arith.addf %992, %997 : f32
          cute.memref.store(%frg_C_55, %coord_120, %998) : (!memref_rmem_f32_1, !cute.coord<"63">, f32) -> ()
          %coord_121 = cute.make_coord() : () -> !cute.coord<"64">
          %999 = cute.memref.load(%frg_C_55, %coord_121) : (!memref_rmem_f32_1, !cute.coord<"64">) -> f32
          %1000 = arith.mulf %999, %361 : f32
          %1001 = arith.addi %98, %c8192_i32 : i32
          %1002 = arith.muli %1001, %c4_i32 : i32
          %1003 = arith.addi %7, %1002 : i32
          %1004 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1003 : i32) -> f32
          %1005 = arith.mulf %1004, %356 : f32
          %1006 = arith.addf %1000, %1005 : f32
          cute.memref.store(%frg_C_55, %coord_121, %1006) : (!memref_rmem_f32_1, !cute.coord<"64">, f32) -> ()
          %coord_122 = cute.make_coord() : () -> !cute.coord<"65">
          %1007 = cute.memref.load(%frg_C_55, %coord_122) : (!memref_rmem_f32_1, !cute.coord<"65">) -> f32
          %1008 = arith.mulf %1007, %379 : f32
          %1009 = arith.addi %98, %c8320_i32 : i32
          %1010 = arith.muli %1009, %c4_i32 : i32
          %1011 = arith.addi %7, %1010 : i32
          %1012 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1011 : i32) -> f32
          %1013 = arith.mulf %1012, %374 : f32
          %1014 = arith.addf %1008, %1013 : f32
          cute.memref.store(%frg_C_55, %coord_122, %1014) : (!memref_rmem_f32_1, !cute.coord<"65">, f32) -> ()
          %coord_123 = cute.make_coord() : () -> !cute.coord<"66">
          %1015 = cute.memref.load(%frg_C_55, %coord_123) : (!memref_rmem_f32_1, !cute.coord<"66">) -> f32
          %1016 = arith.mulf %1015, %361 : f32
          %1017 = arith.addi %98, %c8448_i32 : i32
          %1018 = arith.muli %1017, %c4_i32 : i32
          %1019 = arith.addi %7, %1018 : i32
          %1020 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1019 : i32) -> f32
          %1021 = arith.mulf %1020, %356 : f32
          %1022 = arith.addf %1016, %1021 : f32
          cute.memref.store(%frg_C_55, %coord_123, %1022) : (!memref_rmem_f32_1, !cute.coord<"66">, f32) -> ()
          %coord_124 = cute.make_coord() : () -> !cute.coord<"67">
          %1023 = cute.memref.load(%frg_C_55, %coord_124) : (!memref_rmem_f32_1, !cute.coord<"67">) -> f32
          %1024 = arith.mulf %1023, %379 : f32
          %1025 = arith.addi %98, %c8576_i32 : i32
          %1026 = arith.muli %1025, %c4_i32 : i32
          %1027 = arith.addi %7, %1026 : i32
          %1028 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1027 : i32) -> f32
          %1029 = arith.mulf %1028, %374 : f32
          %1030 = arith.addf %1024, %1029 : f32
          cute.memref.store(%frg_C_55, %coord_124, %1030) : (!memref_rmem_f32_1, !cute.coord<"67">, f32) -> ()
          %coord_125 = cute.make_coord() : () -> !cute.coord<"68">
          %1031 = cute.memref.load(%frg_C_55, %coord_125) : (!memref_rmem_f32_1, !cute.coord<"68">) -> f32
          %1032 = arith.mulf %1031, %397 : f32
          %1033 = arith.addi %98, %c8704_i32 : i32
          %1034 = arith.muli %1033, %c4_i32 : i32
          %1035 = arith.addi %7, %1034 : i32
          %1036 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1035 : i32) -> f32
          %1037 = arith.mulf %1036, %392 : f32
          %1038 = arith.addf %1032, %1037 : f32
          cute.memref.store(%frg_C_55, %coord_125, %1038) : (!memref_rmem_f32_1, !cute.coord<"68">, f32) -> ()
          %coord_126 = cute.make_coord() : () -> !cute.coord<"69">
          %1039 = cute.memref.load(%frg_C_55, %coord_126) : (!memref_rmem_f32_1, !cute.coord<"69">) -> f32
          %1040 = arith.mulf %1039, %415 : f32
          %1041 = arith.addi %98, %c8832_i32 : i32
          %1042 = arith.muli %1041, %c4_i32 : i32
          %1043 = arith.addi %7, %1042 : i32
          %1044 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1043 : i32) -> f32
          %1045 = arith.mulf %1044, %410 : f32
          %1046 = arith.addf %1040, %1045 : f32
          cute.memref.store(%frg_C_55, %coord_126, %1046) : (!memref_rmem_f32_1, !cute.coord<"69">, f32) -> ()
          %coord_127 = cute.make_coord() : () -> !cute.coord<"70">
          %1047 = cute.memref.load(%frg_C_55, %coord_127) : (!memref_rmem_f32_1, !cute.coord<"70">) -> f32
          %1048 = arith.mulf %1047, %397 : f32
          %1049 = arith.addi %98, %c8960_i32 : i32
          %1050 = arith.muli %1049, %c4_i32 : i32
          %1051 = arith.addi %7, %1050 : i32
          %1052 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1051 : i32) -> f32
          %1053 = arith.mulf %1052, %392 : f32
          %1054 = arith.addf %1048, %1053 : f32
          cute.memref.store(%frg_C_55, %coord_127, %1054) : (!memref_rmem_f32_1, !cute.coord<"70">, f32) -> ()
          %coord_128 = cute.make_coord() : () -> !cute.coord<"71">
          %1055 = cute.memref.load(%frg_C_55, %coord_128) : (!memref_rmem_f32_1, !cute.coord<"71">) -> f32
          %1056 = arith.mulf %1055, %415 : f32
          %1057 = arith.addi %98, %c9088_i32 : i32
          %1058 = arith.muli %1057, %c4_i32 : i32
          %1059 = arith.addi %7, %1058 : i32
          %1060 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1059 : i32) -> f32
          %1061 = arith.mulf %1060, %410 : f32
          %1062 = arith.addf %1056, %1061 : f32
          cute.memref.store(%frg_C_55, %coord_128, %1062) : (!memref_rmem_f32_1, !cute.coord<"71">, f32) -> ()
          %coord_129 = cute.make_coord() : () -> !cute.coord<"72">
          %1063 = cute.memref.load(%frg_C_55, %coord_129) : (!memref_rmem_f32_1, !cute.coord<"72">) -> f32
          %1064 = arith.mulf %1063, %433 : f32
          %1065 = arith.addi %98, %c9216_i32 : i32
          %1066 = arith.muli %1065, %c4_i32 : i32
          %1067 = arith.addi %7, %1066 : i32
          %1068 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1067 : i32) -> f32
          %1069 = arith.mulf %1068, %428 : f32
          %1070 = arith.addf %1064, %1069 : f32
          cute.memref.store(%frg_C_55, %coord_129, %1070) : (!memref_rmem_f32_1, !cute.coord<"72">, f32) -> ()
          %coord_130 = cute.make_coord() : () -> !cute.coord<"73">
          %1071 = cute.memref.load(%frg_C_55, %coord_130) : (!memref_rmem_f32_1, !cute.coord<"73">) -> f32
          %1072 = arith.mulf %1071, %451 : f32
          %1073 = arith.addi %98, %c9344_i32 : i32
          %1074 = arith.muli %1073, %c4_i32 : i32
          %1075 = arith.addi %7, %1074 : i32
          %1076 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1075 : i32) -> f32
          %1077 = arith.mulf %1076, %446 : f32
          %1078 = arith.addf %1072, %1077 : f32
          cute.memref.store(%frg_C_55, %coord_130, %1078) : (!memref_rmem_f32_1, !cute.coord<"73">, f32) -> ()
          %coord_131 = cute.make_coord() : () -> !cute.coord<"74">
          %1079 = cute.memref.load(%frg_C_55, %coord_131) : (!memref_rmem_f32_1, !cute.coord<"74">) -> f32
          %1080 = arith.mulf %1079, %433 : f32
          %1081 = arith.addi %98, %c9472_i32 : i32
          %1082 = arith.muli %1081, %c4_i32 : i32
          %1083 = arith.addi %7, %1082 : i32
          %1084 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1083 : i32) -> f32
          %1085 = arith.mulf %1084, %428 : f32
          %1086 = arith.addf %1080, %1085 : f32
          cute.memref.store(%frg_C_55, %coord_131, %1086) : (!memref_rmem_f32_1, !cute.coord<"74">, f32) -> ()
          %coord_132 = cute.make_coord() : () -> !cute.coord<"75">
          %1087 = cute.memref.load(%frg_C_55, %coord_132) : (!memref_rmem_f32_1, !cute.coord<"75">) -> f32
          %1088 = arith.mulf %1087, %451 : f32
          %1089 = arith.addi %98, %c9600_i32 : i32
          %1090 = arith.muli %1089, %c4_i32 : i32
          %1091 = arith.addi %7, %1090 : i32
          %1092 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1091 : i32) -> f32
          %1093 = arith.mulf %1092, %446 : f32
          %1094 = arith.addf %1088, %1093 : f32
          cute.memref.store(%frg_C_55, %coord_132, %1094) : (!memref_rmem_f32_1, !cute.coord<"75">, f32) -> ()
          %coord_133 = cute.make_coord() : () -> !cute.coord<"76">
          %1095 = cute.memref.load(%frg_C_55, %coord_133) : (!memref_rmem_f32_1, !cute.coord<"76">) -> f32
          %1096 = arith.mulf %1095, %469 : f32
          %1097 = arith.addi %98, %c9728_i32 : i32
          %1098 = arith.muli %1097, %c4_i32 : i32
          %1099 = arith.addi %7, %1098 : i32
          %1100 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1099 : i32) -> f32
          %1101 = arith.mulf %1100, %464 : f32
          %1102 = arith.addf %1096, %1101 : f32
          cute.memref.store(%frg_C_55, %coord_133, %1102) : (!memref_rmem_f32_1, !cute.coord<"76">, f32) -> ()
          %coord_134 = cute.make_coord() : () -> !cute.coord<"77">
          %1103 = cute.memref.load(%frg_C_55, %coord_134) : (!memref_rmem_f32_1, !cute.coord<"77">) -> f32
          %1104 = arith.mulf %1103, %487 : f32
          %1105 = arith.addi %98, %c9856_i32 : i32
          %1106 = arith.muli %1105, %c4_i32 : i32
          %1107 = arith.addi %7, %1106 : i32
          %1108 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1107 : i32) -> f32
          %1109 = arith.mulf %1108, %482 : f32
          %1110 = arith.addf %1104, %1109 : f32
          cute.memref.store(%frg_C_55, %coord_134, %1110) : (!memref_rmem_f32_1, !cute.coord<"77">, f32) -> ()
          %coord_135 = cute.make_coord() : () -> !cute.coord<"78">
          %1111 = cute.memref.load(%frg_C_55, %coord_135) : (!memref_rmem_f32_1, !cute.coord<"78">) -> f32
          %1112 = arith.mulf %1111, %469 : f32
          %1113 = arith.addi %98, %c9984_i32 : i32
          %1114 = arith.muli %1113, %c4_i32 : i32
          %1115 = arith.addi %7, %1114 : i32
          %1116 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1115 : i32) -> f32
          %1117 = arith.mulf %1116, %464 : f32
          %1118 = arith.addf %1112, %1117 : f32
          cute.memref.store(%frg_C_55, %coord_135, %1118) : (!memref_rmem_f32_1, !cute.coord<"78">, f32) -> ()
          %coord_136 = cute.make_coord() : () -> !cute.coord<"79">
          %1119 = cute.memref.load(%frg_C_55, %coord_136) : (!memref_rmem_f32_1, !cute.coord<"79">) -> f32
          %1120 = arith.mulf %1119, %487 : f32
          %1121 = arith.addi %98, %c10112_i32 : i32
          %1122 = arith.muli %1121, %c4_i32 : i32
          %1123 = arith.addi %7, %1122 : i32
          %1124 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1123 : i32) -> f32
          %1125 = arith.mulf %1124, %482 : f32
          %1126 = arith.addf %1120, %1125 : f32
          cute.memref.store(%frg_C_55, %coord_136, %1126) : (!memref_rmem_f32_1, !cute.coord<"79">, f32) -> ()
          %coord_137 = cute.make_coord() : () -> !cute.coord<"80">
          %1127 = cute.memref.load(%frg_C_55, %coord_137) : (!memref_rmem_f32_1, !cute.coord<"80">) -> f32
          %1128 = arith.mulf %1127, %361 : f32
          %1129 = arith.addi %98, %c10240_i32 : i32
          %1130 = arith.muli %1129, %c4_i32 : i32
          %1131 = arith.addi %7, %1130 : i32
          %1132 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1131 : i32) -> f32
          %1133 = arith.mulf %1132, %356 : f32
          %1134 = arith.addf %1128, %1133 : f32
          cute.memref.store(%frg_C_55, %coord_137, %1134) : (!memref_rmem_f32_1, !cute.coord<"80">, f32) -> ()
          %coord_138 = cute.make_coord() : () -> !cute.coord<"81">
          %1135 = cute.memref.load(%frg_C_55, %coord_138) : (!memref_rmem_f32_1, !cute.coord<"81">) -> f32
          %1136 = arith.mulf %1135, %379 : f32
          %1137 = arith.addi %98, %c10368_i32 : i32
          %1138 = arith.muli %1137, %c4_i32 : i32
          %1139 = arith.addi %7, %1138 : i32
          %1140 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1139 : i32) -> f32
          %1141 = arith.mulf %1140, %374 : f32
          %1142 = arith.addf %1136, %1141 : f32
          cute.memref.store(%frg_C_55, %coord_138, %1142) : (!memref_rmem_f32_1, !cute.coord<"81">, f32) -> ()
          %coord_139 = cute.make_coord() : () -> !cute.coord<"82">
          %1143 = cute.memref.load(%frg_C_55, %coord_139) : (!memref_rmem_f32_1, !cute.coord<"82">) -> f32
          %1144 = arith.mulf %1143, %361 : f32
          %1145 = arith.addi %98, %c10496_i32 : i32
          %1146 = arith.muli %1145, %c4_i32 : i32
          %1147 = arith.addi %7, %1146 : i32
          %1148 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1147 : i32) -> f32
          %1149 = arith.mulf %1148, %356 : f32
          %1150 = arith.addf %1144, %1149 : f32
          cute.memref.store(%frg_C_55, %coord_139, %1150) : (!memref_rmem_f32_1, !cute.coord<"82">, f32) -> ()
          %coord_140 = cute.make_coord() : () -> !cute.coord<"83">
          %1151 = cute.memref.load(%frg_C_55, %coord_140) : (!memref_rmem_f32_1, !cute.coord<"83">) -> f32
          %1152 = arith.mulf %1151, %379 : f32
          %1153 = arith.addi %98, %c10624_i32 : i32
          %1154 = arith.muli %1153, %c4_i32 : i32
          %1155 = arith.addi %7, %1154 : i32
          %1156 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1155 : i32) -> f32
          %1157 = arith.mulf %1156, %374 : f32
          %1158 = arith.addf %1152, %1157 : f32
          cute.memref.store(%frg_C_55, %coord_140, %1158) : (!memref_rmem_f32_1, !cute.coord<"83">, f32) -> ()
          %coord_141 = cute.make_coord() : () -> !cute.coord<"84">
          %1159 = cute.memref.load(%frg_C_55, %coord_141) : (!memref_rmem_f32_1, !cute.coord<"84">) -> f32
          %1160 = arith.mulf %1159, %397 : f32
          %1161 = arith.addi %98, %c10752_i32 : i32
          %1162 = arith.muli %1161, %c4_i32 : i32
          %1163 = arith.addi %7, %1162 : i32
          %1164 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1163 : i32) -> f32
          %1165 = arith.mulf %1164, %392 : f32
          %1166 = arith.addf %1160, %1165 : f32
          cute.memref.store(%frg_C_55, %coord_141, %1166) : (!memref_rmem_f32_1, !cute.coord<"84">, f32) -> ()
          %coord_142 = cute.make_coord() : () -> !cute.coord<"85">
          %1167 = cute.memref.load(%frg_C_55, %coord_142) : (!memref_rmem_f32_1, !cute.coord<"85">) -> f32
          %1168 = arith.mulf %1167, %415 : f32
          %1169 = arith.addi %98, %c10880_i32 : i32
          %1170 = arith.muli %1169, %c4_i32 : i32
          %1171 = arith.addi %7, %1170 : i32
          %1172 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1171 : i32) -> f32
          %1173 = arith.mulf %1172, %410 : f32
          %1174 = arith.addf %1168, %1173 : f32
          cute.memref.store(%frg_C_55, %coord_142, %1174) : (!memref_rmem_f32_1, !cute.coord<"85">, f32) -> ()
          %coord_143 = cute.make_coord() : () -> !cute.coord<"86">
          %1175 = cute.memref.load(%frg_C_55, %coord_143) : (!memref_rmem_f32_1, !cute.coord<"86">) -> f32
          %1176 = arith.mulf %1175, %397 : f32
          %1177 = arith.addi %98, %c11008_i32 : i32
          %1178 = arith.muli %1177, %c4_i32 : i32
          %1179 = arith.addi %7, %1178 : i32
          %1180 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1179 : i32) -> f32
          %1181 = arith.mulf %1180, %392 : f32
          %1182 = arith.addf %1176, %1181 : f32
          cute.memref.store(%frg_C_55, %coord_143, %1182) : (!memref_rmem_f32_1, !cute.coord<"86">, f32) -> ()
          %coord_144 = cute.make_coord() : () -> !cute.coord<"87">
          %1183 = cute.memref.load(%frg_C_55, %coord_144) : (!memref_rmem_f32_1, !cute.coord<"87">) -> f32
          %1184 = arith.mulf %1183, %415 : f32
          %1185 = arith.addi %98, %c11136_i32 : i32
          %1186 = arith.muli %1185, %c4_i32 : i32
          %1187 = arith.addi %7, %1186 : i32
          %1188 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1187 : i32) -> f32
          %1189 = arith.mulf %1188, %410 : f32
          %1190 = arith.addf %1184, %1189 : f32
          cute.memref.store(%frg_C_55, %coord_144, %1190) : (!memref_rmem_f32_1, !cute.coord<"87">, f32) -> ()
          %coord_145 = cute.make_coord() : () -> !cute.coord<"88">
          %1191 = cute.memref.load(%frg_C_55, %coord_145) : (!memref_rmem_f32_1, !cute.coord<"88">) -> f32
          %1192 = arith.mulf %1191, %433 : f32
          %1193 = arith.addi %98, %c11264_i32 : i32
          %1194 = arith.muli %1193, %c4_i32 : i32
          %1195 = arith.addi %7, %1194 : i32
          %1196 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1195 : i32) -> f32
          %1197 = arith.mulf %1196, %428 : f32
          %1198 = arith.addf %1192, %1197 : f32
          cute.memref.store(%frg_C_55, %coord_145, %1198) : (!memref_rmem_f32_1, !cute.coord<"88">, f32) -> ()
          %coord_146 = cute.make_coord() : () -> !cute.coord<"89">
          %1199 = cute.memref.load(%frg_C_55, %coord_146) : (!memref_rmem_f32_1, !cute.coord<"89">) -> f32
          %1200 = arith.mulf %1199, %451 : f32
          %1201 = arith.addi %98, %c11392_i32 : i32
          %1202 = arith.muli %1201, %c4_i32 : i32
          %1203 = arith.addi %7, %1202 : i32
          %1204 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1203 : i32) -> f32
          %1205 = arith.mulf %1204, %446 : f32
          %1206 = arith.addf %1200, %1205 : f32
          cute.memref.store(%frg_C_55, %coord_146, %1206) : (!memref_rmem_f32_1, !cute.coord<"89">, f32) -> ()
          %coord_147 = cute.make_coord() : () -> !cute.coord<"90">
          %1207 = cute.memref.load(%frg_C_55, %coord_147) : (!memref_rmem_f32_1, !cute.coord<"90">) -> f32
          %1208 = arith.mulf %1207, %433 : f32
          %1209 = arith.addi %98, %c11520_i32 : i32
          %1210 = arith.muli %1209, %c4_i32 : i32
          %1211 = arith.addi %7, %1210 : i32
          %1212 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1211 : i32) -> f32
          %1213 = arith.mulf %1212, %428 : f32
          %1214 = arith.addf %1208, %1213 : f32
          cute.memref.store(%frg_C_55, %coord_147, %1214) : (!memref_rmem_f32_1, !cute.coord<"90">, f32) -> ()
          %coord_148 = cute.make_coord() : () -> !cute.coord<"91">
          %1215 = cute.memref.load(%frg_C_55, %coord_148) : (!memref_rmem_f32_1, !cute.coord<"91">) -> f32
          %1216 = arith.mulf %1215, %451 : f32
          %1217 = arith.addi %98, %c11648_i32 : i32
          %1218 = arith.muli %1217, %c4_i32 : i32
          %1219 = arith.addi %7, %1218 : i32
          %1220 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1219 : i32) -> f32
          %1221 = arith.mulf %1220, %446 : f32
          %1222 = arith.addf %1216, %1221 : f32
          cute.memref.store(%frg_C_55, %coord_148, %1222) : (!memref_rmem_f32_1, !cute.coord<"91">, f32) -> ()
          %coord_149 = cute.make_coord() : () -> !cute.coord<"92">
          %1223 = cute.memref.load(%frg_C_55, %coord_149) : (!memref_rmem_f32_1, !cute.coord<"92">) -> f32
          %1224 = arith.mulf %1223, %469 : f32
          %1225 = arith.addi %98, %c11776_i32 : i32
          %1226 = arith.muli %1225, %c4_i32 : i32
          %1227 = arith.addi %7, %1226 : i32
          %1228 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1227 : i32) -> f32
          %1229 = arith.mulf %1228, %464 : f32
          %1230 = arith.addf %1224, %1229 : f32
          cute.memref.store(%frg_C_55, %coord_149, %1230) : (!memref_rmem_f32_1, !cute.coord<"92">, f32) -> ()
          %coord_150 = cute.make_coord() : () -> !cute.coord<"93">
          %1231 = cute.memref.load(%frg_C_55, %coord_150) : (!memref_rmem_f32_1, !cute.coord<"93">) -> f32
          %1232 = arith.mulf %1231, %487 : f32
          %1233 = arith.addi %98, %c11904_i32 : i32
          %1234 = arith.muli %1233, %c4_i32 : i32
          %1235 = arith.addi %7, %1234 : i32
          %1236 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1235 : i32) -> f32
          %1237 = arith.mulf %1236, %482 : f32
          %1238 = arith.addf %1232, %1237 : f32
          cute.memref.store(%frg_C_55, %coord_150, %1238) : (!memref_rmem_f32_1, !cute.coord<"93">, f32) -> ()
          %coord_151 = cute.make_coord() : () -> !cute.coord<"94">
          %1239 = cute.memref.load(%frg_C_55, %coord_151) : (!memref_rmem_f32_1, !cute.coord<"94">) -> f32
          %1240 = arith.mulf %1239, %469 : f32
          %1241 = arith.addi %98, %c12032_i32 : i32
          %1242 = arith.muli %1241, %c4_i32 : i32
          %1243 = arith.addi %7, %1242 : i32
          %1244 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1243 : i32) -> f32
          %1245 = arith.mulf %1244, %464 : f32
          %1246 = arith.addf %1240, %1245 : f32
          cute.memref.store(%frg_C_55, %coord_151, %1246) : (!memref_rmem_f32_1, !cute.coord<"94">, f32) -> ()
          %coord_152 = cute.make_coord() : () -> !cute.coord<"95">
          %1247 = cute.memref.load(%frg_C_55, %coord_152) : (!memref_rmem_f32_1, !cute.coord<"95">) -> f32
          %1248 = arith.mulf %1247, %487 : f32
          %1249 = arith.addi %98, %c12160_i32 : i32
          %1250 = arith.muli %1249, %c4_i32 : i32
          %1251 = arith.addi %7, %1250 : i32
          %1252 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1251 : i32) -> f32
          %1253 = arith.mulf %1252, %482 : f32
          %1254 = arith.addf %1248, %1253 : f32
          cute.memref.store(%frg_C_55, %coord_152, %1254) : (!memref_rmem_f32_1, !cute.coord<"95">, f32) -> ()
          %coord_153 = cute.make_coord() : () -> !cute.coord<"96">
          %1255 = cute.memref.load(%frg_C_55, %coord_153) : (!memref_rmem_f32_1, !cute.coord<"96">) -> f32
          %1256 = arith.mulf %1255, %361 : f32
          %1257 = arith.addi %98, %c12288_i32 : i32
          %1258 = arith.muli %1257, %c4_i32 : i32
          %1259 = arith.addi %7, %1258 : i32
          %1260 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1259 : i32) -> f32
          %1261 = arith.mulf %1260, %356 : f32
          %1262 = arith.addf %1256, %1261 : f32
          cute.memref.store(%frg_C_55, %coord_153, %1262) : (!memref_rmem_f32_1, !cute.coord<"96">, f32) -> ()
          %coord_154 = cute.make_coord() : () -> !cute.coord<"97">
          %1263 = cute.memref.load(%frg_C_55, %coord_154) : (!memref_rmem_f32_1, !cute.coord<"97">) -> f32
          %1264 = arith.mulf %1263, %379 : f32
          %1265 = arith.addi %98, %c12416_i32 : i32
          %1266 = arith.muli %1265, %c4_i32 : i32
          %1267 = arith.addi %7, %1266 : i32
          %1268 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1267 : i32) -> f32
          %1269 = arith.mulf %1268, %374 : f32
          %1270 = arith.addf %1264, %1269 : f32
          cute.memref.store(%frg_C_55, %coord_154, %1270) : (!memref_rmem_f32_1, !cute.coord<"97">, f32) -> ()
          %coord_155 = cute.make_coord() : () -> !cute.coord<"98">
          %1271 = cute.memref.load(%frg_C_55, %coord_155) : (!memref_rmem_f32_1, !cute.coord<"98">) -> f32
          %1272 = arith.mulf %1271, %361 : f32
          %1273 = arith.addi %98, %c12544_i32 : i32
          %1274 = arith.muli %1273, %c4_i32 : i32
          %1275 = arith.addi %7, %1274 : i32
          %1276 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1275 : i32) -> f32
          %1277 = arith.mulf %1276, %356 : f32
          %1278 = arith.addf %1272, %1277 : f32
          cute.memref.store(%frg_C_55, %coord_155, %1278) : (!memref_rmem_f32_1, !cute.coord<"98">, f32) -> ()
          %coord_156 = cute.make_coord() : () -> !cute.coord<"99">
          %1279 = cute.memref.load(%frg_C_55, %coord_156) : (!memref_rmem_f32_1, !cute.coord<"99">) -> f32
          %1280 = arith.mulf %1279, %379 : f32
          %1281 = arith.addi %98, %c12672_i32 : i32
          %1282 = arith.muli %1281, %c4_i32 : i32
          %1283 = arith.addi %7, %1282 : i32
          %1284 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1283 : i32) -> f32
          %1285 = arith.mulf %1284, %374 : f32
          %1286 = arith.addf %1280, %1285 : f32
          cute.memref.store(%frg_C_55, %coord_156, %1286) : (!memref_rmem_f32_1, !cute.coord<"99">, f32) -> ()
          %coord_157 = cute.make_coord() : () -> !cute.coord<"100">
          %1287 = cute.memref.load(%frg_C_55, %coord_157) : (!memref_rmem_f32_1, !cute.coord<"100">) -> f32
          %1288 = arith.mulf %1287, %397 : f32
          %1289 = arith.addi %98, %c12800_i32 : i32
          %1290 = arith.muli %1289, %c4_i32 : i32
          %1291 = arith.addi %7, %1290 : i32
          %1292 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1291 : i32) -> f32
          %1293 = arith.mulf %1292, %392 : f32
          %1294 = arith.addf %1288, %1293 : f32
          cute.memref.store(%frg_C_55, %coord_157, %1294) : (!memref_rmem_f32_1, !cute.coord<"100">, f32) -> ()
          %coord_158 = cute.make_coord() : () -> !cute.coord<"101">
          %1295 = cute.memref.load(%frg_C_55, %coord_158) : (!memref_rmem_f32_1, !cute.coord<"101">) -> f32
          %1296 = arith.mulf %1295, %415 : f32
          %1297 = arith.addi %98, %c12928_i32 : i32
          %1298 = arith.muli %1297, %c4_i32 : i32
          %1299 = arith.addi %7, %1298 : i32
          %1300 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1299 : i32) -> f32
          %1301 = arith.mulf %1300, %410 : f32
          %1302 = arith.addf %1296, %1301 : f32
          cute.memref.store(%frg_C_55, %coord_158, %1302) : (!memref_rmem_f32_1, !cute.coord<"101">, f32) -> ()
          %coord_159 = cute.make_coord() : () -> !cute.coord<"102">
          %1303 = cute.memref.load(%frg_C_55, %coord_159) : (!memref_rmem_f32_1, !cute.coord<"102">) -> f32
          %1304 = arith.mulf %1303, %397 : f32
          %1305 = arith.addi %98, %c13056_i32 : i32
          %1306 = arith.muli %1305, %c4_i32 : i32
          %1307 = arith.addi %7, %1306 : i32
          %1308 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1307 : i32) -> f32
          %1309 = arith.mulf %1308, %392 : f32
          %1310 = arith.addf %1304, %1309 : f32
          cute.memref.store(%frg_C_55, %coord_159, %1310) : (!memref_rmem_f32_1, !cute.coord<"102">, f32) -> ()
          %coord_160 = cute.make_coord() : () -> !cute.coord<"103">
          %1311 = cute.memref.load(%frg_C_55, %coord_160) : (!memref_rmem_f32_1, !cute.coord<"103">) -> f32
          %1312 = arith.mulf %1311, %415 : f32
          %1313 = arith.addi %98, %c13184_i32 : i32
          %1314 = arith.muli %1313, %c4_i32 : i32
          %1315 = arith.addi %7, %1314 : i32
          %1316 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1315 : i32) -> f32
          %1317 = arith.mulf %1316, %410 : f32
          %1318 = arith.addf %1312, %1317 : f32
          cute.memref.store(%frg_C_55, %coord_160, %1318) : (!memref_rmem_f32_1, !cute.coord<"103">, f32) -> ()
          %coord_161 = cute.make_coord() : () -> !cute.coord<"104">
          %1319 = cute.memref.load(%frg_C_55, %coord_161) : (!memref_rmem_f32_1, !cute.coord<"104">) -> f32
          %1320 = arith.mulf %1319, %433 : f32
          %1321 = arith.addi %98, %c13312_i32 : i32
          %1322 = arith.muli %1321, %c4_i32 : i32
          %1323 = arith.addi %7, %1322 : i32
          %1324 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1323 : i32) -> f32
          %1325 = arith.mulf %1324, %428 : f32
          %1326 = arith.addf %1320, %1325 : f32
          cute.memref.store(%frg_C_55, %coord_161, %1326) : (!memref_rmem_f32_1, !cute.coord<"104">, f32) -> ()
          %coord_162 = cute.make_coord() : () -> !cute.coord<"105">
          %1327 = cute.memref.load(%frg_C_55, %coord_162) : (!memref_rmem_f32_1, !cute.coord<"105">) -> f32
          %1328 = arith.mulf %1327, %451 : f32
          %1329 = arith.addi %98, %c13440_i32 : i32
          %1330 = arith.muli %1329, %c4_i32 : i32
          %1331 = arith.addi %7, %1330 : i32
          %1332 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1331 : i32) -> f32
          %1333 = arith.mulf %1332, %446 : f32
          %1334 = arith.addf %1328, %1333 : f32
          cute.memref.store(%frg_C_55, %coord_162, %1334) : (!memref_rmem_f32_1, !cute.coord<"105">, f32) -> ()
          %coord_163 = cute.make_coord() : () -> !cute.coord<"106">
          %1335 = cute.memref.load(%frg_C_55, %coord_163) : (!memref_rmem_f32_1, !cute.coord<"106">) -> f32
          %1336 = arith.mulf %1335, %433 : f32
          %1337 = arith.addi %98, %c13568_i32 : i32
          %1338 = arith.muli %1337, %c4_i32 : i32
          %1339 = arith.addi %7, %1338 : i32
          %1340 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1339 : i32) -> f32
          %1341 = arith.mulf %1340, %428 : f32
          %1342 = arith.addf %1336, %1341 : f32
          cute.memref.store(%frg_C_55, %coord_163, %1342) : (!memref_rmem_f32_1, !cute.coord<"106">, f32) -> ()
          %coord_164 = cute.make_coord() : () -> !cute.coord<"107">
          %1343 = cute.memref.load(%frg_C_55, %coord_164) : (!memref_rmem_f32_1, !cute.coord<"107">) -> f32
          %1344 = arith.mulf %1343, %451 : f32
          %1345 = arith.addi %98, %c13696_i32 : i32
          %1346 = arith.muli %1345, %c4_i32 : i32
          %1347 = arith.addi %7, %1346 : i32
          %1348 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1347 : i32) -> f32
          %1349 = arith.mulf %1348, %446 : f32
          %1350 = arith.addf %1344, %1349 : f32
          cute.memref.store(%frg_C_55, %coord_164, %1350) : (!memref_rmem_f32_1, !cute.coord<"107">, f32) -> ()
          %coord_165 = cute.make_coord() : () -> !cute.coord<"108">
          %1351 = cute.memref.load(%frg_C_55, %coord_165) : (!memref_rmem_f32_1, !cute.coord<"108">) -> f32
          %1352 = arith.mulf %1351, %469 : f32
          %1353 = arith.addi %98, %c13824_i32 : i32
          %1354 = arith.muli %1353, %c4_i32 : i32
          %1355 = arith.addi %7, %1354 : i32
          %1356 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1355 : i32) -> f32
          %1357 = arith.mulf %1356, %464 : f32
          %1358 = arith.addf %1352, %1357 : f32
          cute.memref.store(%frg_C_55, %coord_165, %1358) : (!memref_rmem_f32_1, !cute.coord<"108">, f32) -> ()
          %coord_166 = cute.make_coord() : () -> !cute.coord<"109">
          %1359 = cute.memref.load(%frg_C_55, %coord_166) : (!memref_rmem_f32_1, !cute.coord<"109">) -> f32
          %1360 = arith.mulf %1359, %487 : f32
          %1361 = arith.addi %98, %c13952_i32 : i32
          %1362 = arith.muli %1361, %c4_i32 : i32
          %1363 = arith.addi %7, %1362 : i32
          %1364 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1363 : i32) -> f32
          %1365 = arith.mulf %1364, %482 : f32
          %1366 = arith.addf %1360, %1365 : f32
          cute.memref.store(%frg_C_55, %coord_166, %1366) : (!memref_rmem_f32_1, !cute.coord<"109">, f32) -> ()
          %coord_167 = cute.make_coord() : () -> !cute.coord<"110">
          %1367 = cute.memref.load(%frg_C_55, %coord_167) : (!memref_rmem_f32_1, !cute.coord<"110">) -> f32
          %1368 = arith.mulf %1367, %469 : f32
          %1369 = arith.addi %98, %c14080_i32 : i32
          %1370 = arith.muli %1369, %c4_i32 : i32
          %1371 = arith.addi %7, %1370 : i32
          %1372 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1371 : i32) -> f32
          %1373 = arith.mulf %1372, %464 : f32
          %1374 = arith.addf %1368, %1373 : f32
          cute.memref.store(%frg_C_55, %coord_167, %1374) : (!memref_rmem_f32_1, !cute.coord<"110">, f32) -> ()
          %coord_168 = cute.make_coord() : () -> !cute.coord<"111">
          %1375 = cute.memref.load(%frg_C_55, %coord_168) : (!memref_rmem_f32_1, !cute.coord<"111">) -> f32
          %1376 = arith.mulf %1375, %487 : f32
          %1377 = arith.addi %98, %c14208_i32 : i32
          %1378 = arith.muli %1377, %c4_i32 : i32
          %1379 = arith.addi %7, %1378 : i32
          %1380 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1379 : i32) -> f32
          %1381 = arith.mulf %1380, %482 : f32
          %1382 = arith.addf %1376, %1381 : f32
          cute.memref.store(%frg_C_55, %coord_168, %1382) : (!memref_rmem_f32_1, !cute.coord<"111">, f32) -> ()
          %coord_169 = cute.make_coord() : () -> !cute.coord<"112">
          %1383 = cute.memref.load(%frg_C_55, %coord_169) : (!memref_rmem_f32_1, !cute.coord<"112">) -> f32
          %1384 = arith.mulf %1383, %361 : f32
          %1385 = arith.addi %98, %c14336_i32 : i32
          %1386 = arith.muli %1385, %c4_i32 : i32
          %1387 = arith.addi %7, %1386 : i32
          %1388 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1387 : i32) -> f32
          %1389 = arith.mulf %1388, %356 : f32
          %1390 = arith.addf %1384, %1389 : f32
          cute.memref.store(%frg_C_55, %coord_169, %1390) : (!memref_rmem_f32_1, !cute.coord<"112">, f32) -> ()
          %coord_170 = cute.make_coord() : () -> !cute.coord<"113">
          %1391 = cute.memref.load(%frg_C_55, %coord_170) : (!memref_rmem_f32_1, !cute.coord<"113">) -> f32
          %1392 = arith.mulf %1391, %379 : f32
          %1393 = arith.addi %98, %c14464_i32 : i32
          %1394 = arith.muli %1393, %c4_i32 : i32
          %1395 = arith.addi %7, %1394 : i32
          %1396 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1395 : i32) -> f32
          %1397 = arith.mulf %1396, %374 : f32
          %1398 = arith.addf %1392, %1397 : f32
          cute.memref.store(%frg_C_55, %coord_170, %1398) : (!memref_rmem_f32_1, !cute.coord<"113">, f32) -> ()
          %coord_171 = cute.make_coord() : () -> !cute.coord<"114">
          %1399 = cute.memref.load(%frg_C_55, %coord_171) : (!memref_rmem_f32_1, !cute.coord<"114">) -> f32
          %1400 = arith.mulf %1399, %361 : f32
          %1401 = arith.addi %98, %c14592_i32 : i32
          %1402 = arith.muli %1401, %c4_i32 : i32
          %1403 = arith.addi %7, %1402 : i32
          %1404 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1403 : i32) -> f32
          %1405 = arith.mulf %1404, %356 : f32
          %1406 = arith.addf %1400, %1405 : f32
          cute.memref.store(%frg_C_55, %coord_171, %1406) : (!memref_rmem_f32_1, !cute.coord<"114">, f32) -> ()
          %coord_172 = cute.make_coord() : () -> !cute.coord<"115">
          %1407 = cute.memref.load(%frg_C_55, %coord_172) : (!memref_rmem_f32_1, !cute.coord<"115">) -> f32
          %1408 = arith.mulf %1407, %379 : f32
          %1409 = arith.addi %98, %c14720_i32 : i32
          %1410 = arith.muli %1409, %c4_i32 : i32
          %1411 = arith.addi %7, %1410 : i32
          %1412 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1411 : i32) -> f32
          %1413 = arith.mulf %1412, %374 : f32
          %1414 = arith.addf %1408, %1413 : f32
          cute.memref.store(%frg_C_55, %coord_172, %1414) : (!memref_rmem_f32_1, !cute.coord<"115">, f32) -> ()
          %coord_173 = cute.make_coord() : () -> !cute.coord<"116">
          %1415 = cute.memref.load(%frg_C_55, %coord_173) : (!memref_rmem_f32_1, !cute.coord<"116">) -> f32
          %1416 = arith.mulf %1415, %397 : f32
          %1417 = arith.addi %98, %c14848_i32 : i32
          %1418 = arith.muli %1417, %c4_i32 : i32
          %1419 = arith.addi %7, %1418 : i32
          %1420 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1419 : i32) -> f32
          %1421 = arith.mulf %1420, %392 : f32
          %1422 = arith.addf %1416, %1421 : f32
          cute.memref.store(%frg_C_55, %coord_173, %1422) : (!memref_rmem_f32_1, !cute.coord<"116">, f32) -> ()
          %coord_174 = cute.make_coord() : () -> !cute.coord<"117">
          %1423 = cute.memref.load(%frg_C_55, %coord_174) : (!memref_rmem_f32_1, !cute.coord<"117">) -> f32
          %1424 = arith.mulf %1423, %415 : f32
          %1425 = arith.addi %98, %c14976_i32 : i32
          %1426 = arith.muli %1425, %c4_i32 : i32
          %1427 = arith.addi %7, %1426 : i32
          %1428 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1427 : i32) -> f32
          %1429 = arith.mulf %1428, %410 : f32
          %1430 = arith.addf %1424, %1429 : f32
          cute.memref.store(%frg_C_55, %coord_174, %1430) : (!memref_rmem_f32_1, !cute.coord<"117">, f32) -> ()
          %coord_175 = cute.make_coord() : () -> !cute.coord<"118">
          %1431 = cute.memref.load(%frg_C_55, %coord_175) : (!memref_rmem_f32_1, !cute.coord<"118">) -> f32
          %1432 = arith.mulf %1431, %397 : f32
          %1433 = arith.addi %98, %c15104_i32 : i32
          %1434 = arith.muli %1433, %c4_i32 : i32
          %1435 = arith.addi %7, %1434 : i32
          %1436 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1435 : i32) -> f32
          %1437 = arith.mulf %1436, %392 : f32
          %1438 = arith.addf %1432, %1437 : f32
          cute.memref.store(%frg_C_55, %coord_175, %1438) : (!memref_rmem_f32_1, !cute.coord<"118">, f32) -> ()
          %coord_176 = cute.make_coord() : () -> !cute.coord<"119">
          %1439 = cute.memref.load(%frg_C_55, %coord_176) : (!memref_rmem_f32_1, !cute.coord<"119">) -> f32
          %1440 = arith.mulf %1439, %415 : f32
          %1441 = arith.addi %98, %c15232_i32 : i32
          %1442 = arith.muli %1441, %c4_i32 : i32
          %1443 = arith.addi %7, %1442 : i32
          %1444 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1443 : i32) -> f32
          %1445 = arith.mulf %1444, %410 : f32
          %1446 = arith.addf %1440, %1445 : f32
          cute.memref.store(%frg_C_55, %coord_176, %1446) : (!memref_rmem_f32_1, !cute.coord<"119">, f32) -> ()
          %coord_177 = cute.make_coord() : () -> !cute.coord<"120">
          %1447 = cute.memref.load(%frg_C_55, %coord_177) : (!memref_rmem_f32_1, !cute.coord<"120">) -> f32
          %1448 = arith.mulf %1447, %433 : f32
          %1449 = arith.addi %98, %c15360_i32 : i32
          %1450 = arith.muli %1449, %c4_i32 : i32
          %1451 = arith.addi %7, %1450 : i32
          %1452 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1451 : i32) -> f32
          %1453 = arith.mulf %1452, %428 : f32
          %1454 = arith.addf %1448, %1453 : f32
          cute.memref.store(%frg_C_55, %coord_177, %1454) : (!memref_rmem_f32_1, !cute.coord<"120">, f32) -> ()
          %coord_178 = cute.make_coord() : () -> !cute.coord<"121">
          %1455 = cute.memref.load(%frg_C_55, %coord_178) : (!memref_rmem_f32_1, !cute.coord<"121">) -> f32
          %1456 = arith.mulf %1455, %451 : f32
          %1457 = arith.addi %98, %c15488_i32 : i32
          %1458 = arith.muli %1457, %c4_i32 : i32
          %1459 = arith.addi %7, %1458 : i32
          %1460 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1459 : i32) -> f32
          %1461 = arith.mulf %1460, %446 : f32
          %1462 = arith.addf %1456, %1461 : f32
          cute.memref.store(%frg_C_55, %coord_178, %1462) : (!memref_rmem_f32_1, !cute.coord<"121">, f32) -> ()
          %coord_179 = cute.make_coord() : () -> !cute.coord<"122">
          %1463 = cute.memref.load(%frg_C_55, %coord_179) : (!memref_rmem_f32_1, !cute.coord<"122">) -> f32
          %1464 = arith.mulf %1463, %433 : f32
          %1465 = arith.addi %98, %c15616_i32 : i32
          %1466 = arith.muli %1465, %c4_i32 : i32
          %1467 = arith.addi %7, %1466 : i32
          %1468 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1467 : i32) -> f32
          %1469 = arith.mulf %1468, %428 : f32
          %1470 = arith.addf %1464, %1469 : f32
          cute.memref.store(%frg_C_55, %coord_179, %1470) : (!memref_rmem_f32_1, !cute.coord<"122">, f32) -> ()
          %coord_180 = cute.make_coord() : () -> !cute.coord<"123">
          %1471 = cute.memref.load(%frg_C_55, %coord_180) : (!memref_rmem_f32_1, !cute.coord<"123">) -> f32
          %1472 = arith.mulf %1471, %451 : f32
          %1473 = arith.addi %98, %c15744_i32 : i32
          %1474 = arith.muli %1473, %c4_i32 : i32
          %1475 = arith.addi %7, %1474 : i32
          %1476 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1475 : i32) -> f32
          %1477 = arith.mulf %1476, %446 : f32
          %1478 = arith.addf %1472, %1477 : f32
          cute.memref.store(%frg_C_55, %coord_180, %1478) : (!memref_rmem_f32_1, !cute.coord<"123">, f32) -> ()
          %coord_181 = cute.make_coord() : () -> !cute.coord<"124">
          %1479 = cute.memref.load(%frg_C_55, %coord_181) : (!memref_rmem_f32_1, !cute.coord<"124">) -> f32
          %1480 = arith.mulf %1479, %469 : f32
          %1481 = arith.addi %98, %c15872_i32 : i32
          %1482 = arith.muli %1481, %c4_i32 : i32
          %1483 = arith.addi %7, %1482 : i32
          %1484 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1483 : i32) -> f32
          %1485 = arith.mulf %1484, %464 : f32
          %1486 = arith.addf %1480, %1485 : f32
          cute.memref.store(%frg_C_55, %coord_181, %1486) : (!memref_rmem_f32_1, !cute.coord<"124">, f32) -> ()
          %coord_182 = cute.make_coord() : () -> !cute.coord<"125">
          %1487 = cute.memref.load(%frg_C_55, %coord_182) : (!memref_rmem_f32_1, !cute.coord<"125">) -> f32
          %1488 = arith.mulf %1487, %487 : f32
          %1489 = arith.addi %98, %c16000_i32 : i32
          %1490 = arith.muli %1489, %c4_i32 : i32
          %1491 = arith.addi %7, %1490 : i32
          %1492 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1491 : i32) -> f32
          %1493 = arith.mulf %1492, %482 : f32
          %1494 = arith.addf %1488, %1493 : f32
          cute.memref.store(%frg_C_55, %coord_182, %1494) : (!memref_rmem_f32_1, !cute.coord<"125">, f32) -> ()
          %coord_183 = cute.make_coord() : () -> !cute.coord<"126">
          %1495 = cute.memref.load(%frg_C_55, %coord_183) : (!memref_rmem_f32_1, !cute.coord<"126">) -> f32
          %1496 = arith.mulf %1495, %469 : f32
          %1497 = arith.addi %98, %c16128_i32 : i32
          %1498 = arith.muli %1497, %c4_i32 : i32
          %1499 = arith.addi %7, %1498 : i32
          %1500 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1499 : i32) -> f32
          %1501 = arith.mulf %1500, %464 : f32
          %1502 = arith.addf %1496, %1501 : f32
          cute.memref.store(%frg_C_55, %coord_183, %1502) : (!memref_rmem_f32_1, !cute.coord<"126">, f32) -> ()
          %coord_184 = cute.make_coord() : () -> !cute.coord<"127">
          %1503 = cute.memref.load(%frg_C_55, %coord_184) : (!memref_rmem_f32_1, !cute.coord<"127">) -> f32
          %1504 = arith.mulf %1503, %487 : f32
          %1505 = arith.addi %98, %c16256_i32 : i32
          %1506 = arith.muli %1505, %c4_i32 : i32
          %1507 = arith.addi %7, %1506 : i32
          %1508 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1507 : i32) -> f32
          %1509 = arith.mulf %1508, %482 : f32
          %1510 = arith.addf %1504, %1509 : f32
          cute.memref.store(%frg_C_55, %coord_184, %1510) : (!memref_rmem_f32_1, !cute.coord<"127">, f32) -> ()
          %1511 = cute.memref.load(%rmem, %coord_57) : (!memref_rmem_f32_2, !cute.coord<"0">) -> f32
          %1512 = arith.cmpf oeq, %1511, %cst_3 : f32
          %1513 = arith.select %1512, %cst_4, %1511 : f32
          %1514 = cute.memref.load(%rmem_56, %coord_57) : (!memref_rmem_f32_2, !cute.coord<"0">) -> f32
          %1515 = arith.cmpi eq, %arg33, %c1_i32 : i32
          %1516 = scf.if %1515 -> (f32) {
            %1628 = arith.subi %arg31, %c1_i32 : i32
            %1629 = arith.minsi %110, %1628 : i32
            %1630 = arith.extsi %1629 : i32 to i64
            %1631 = arith.muli %1630, %c4_i64 : i64
            %1632 = arith.addi %arg9, %1631 : i64
            %1633 = nvvm.inline_ptx "ld.global.nc.f32 {$w0}, [{$r0}];" ro(%1632 : i64) -> f32
            %1634 = arith.mulf %1633, %cst_1 : f32
            %1635 = arith.subf %1634, %1513 : f32
            %1636 = math.exp2 %1635 : f32
            %1637 = arith.addf %1514, %1636 : f32
            scf.yield %1637 : f32
          } else {
            scf.yield %1514 : f32
          }
          %1517 = cute.memref.load(%rmem_56, %coord_57) : (!memref_rmem_f32_2, !cute.coord<"0">) -> f32
          %1518 = arith.cmpf ogt, %1517, %cst_4 : f32
          %1519 = arith.divf %cst_2, %1516 : f32
          %1520 = arith.select %1518, %1519, %cst_4 : f32
          %1521 = cute.memref.load(%rmem, %coord_58) : (!memref_rmem_f32_2, !cute.coord<"1">) -> f32
          %1522 = arith.cmpf oeq, %1521, %cst_3 : f32
          %1523 = arith.select %1522, %cst_4, %1521 : f32
          %1524 = cute.memref.load(%rmem_56, %coord_58) : (!memref_rmem_f32_2, !cute.coord<"1">) -> f32
          %1525 = scf.if %1515 -> (f32) {
            %1628 = arith.subi %arg31, %c1_i32 : i32
            %1629 = arith.minsi %111, %1628 : i32
            %1630 = arith.extsi %1629 : i32 to i64
            %1631 = arith.muli %1630, %c4_i64 : i64
            %1632 = arith.addi %arg9, %1631 : i64
            %1633 = nvvm.inline_ptx "ld.global.nc.f32 {$w0}, [{$r0}];" ro(%1632 : i64) -> f32
            %1634 = arith.mulf %1633, %cst_1 : f32
            %1635 = arith.subf %1634, %1523 : f32
            %1636 = math.exp2 %1635 : f32
            %1637 = arith.addf %1524, %1636 : f32
            scf.yield %1637 : f32
          } else {
            scf.yield %1524 : f32
          }
          %1526 = cute.memref.load(%rmem_56, %coord_58) : (!memref_rmem_f32_2, !cute.coord<"1">) -> f32
          %1527 = arith.cmpf ogt, %1526, %cst_4 : f32
          %1528 = arith.divf %cst_2, %1525 : f32
          %1529 = arith.select %1527, %1528, %cst_4 : f32
          %1530 = cute.memref.load(%rmem, %coord_59) : (!memref_rmem_f32_2, !cute.coord<"2">) -> f32
          %1531 = arith.cmpf oeq, %1530, %cst_3 : f32
          %1532 = arith.select %1531, %cst_4, %1530 : f32
          %1533 = cute.memref.load(%rmem_56, %coord_59) : (!memref_rmem_f32_2, !cute.coord<"2">) -> f32
          %1534 = scf.if %1515 -> (f32) {
            %1628 = arith.subi %arg31, %c1_i32 : i32
            %1629 = arith.minsi %112, %1628 : i32
            %1630 = arith.extsi %1629 : i32 to i64
            %1631 = arith.muli %1630, %c4_i64 : i64
            %1632 = arith.addi %arg9, %1631 : i64
            %1633 = nvvm.inline_ptx "ld.global.nc.f32 {$w0}, [{$r0}];" ro(%1632 : i64) -> f32
            %1634 = arith.mulf %1633, %cst_1 : f32
            %1635 = arith.subf %1634, %1532 : f32
            %1636 = math.exp2 %1635 : f32
            %1637 = arith.addf %1533, %1636 : f32
            scf.yield %1637 : f32
          } else {
            scf.yield %1533 : f32
          }
          %1535 = cute.memref.load(%rmem_56, %coord_59) : (!memref_rmem_f32_2, !cute.coord<"2">) -> f32
          %1536 = arith.cmpf ogt, %1535, %cst_4 : f32
          %1537 = arith.divf %cst_2, %1534 : f32
          %1538 = arith.select %1536, %1537, %cst_4 : f32
          %1539 = cute.memref.load(%rmem, %coord_60) : (!memref_rmem_f32_2, !cute.coord<"3">) -> f32
          %1540 = arith.cmpf oeq, %1539, %cst_3 : f32
          %1541 = arith.select %1540, %cst_4, %1539 : f32
          %1542 = cute.memref.load(%rmem_56, %coord_60) : (!memref_rmem_f32_2, !cute.coord<"3">) -> f32
          %1543 = scf.if %1515 -> (f32) {
            %1628 = arith.subi %arg31, %c1_i32 : i32
            %1629 = arith.minsi %113, %1628 : i32
            %1630 = arith.extsi %1629 : i32 to i64
            %1631 = arith.muli %1630, %c4_i64 : i64
            %1632 = arith.addi %arg9, %1631 : i64
            %1633 = nvvm.inline_ptx "ld.global.nc.f32 {$w0}, [{$r0}];" ro(%1632 : i64) -> f32
            %1634 = arith.mulf %1633, %cst_1 : f32
            %1635 = arith.subf %1634, %1541 : f32
            %1636 = math.exp2 %1635 : f32
            %1637 = arith.addf %1542, %1636 : f32
            scf.yield %1637 : f32
          } else {
            scf.yield %1542 : f32
          }
          %1544 = cute.memref.load(%rmem_56, %coord_60) : (!memref_rmem_f32_2, !cute.coord<"3">) -> f32
          %1545 = arith.cmpf ogt, %1544, %cst_4 : f32
          %1546 = arith.divf %cst_2, %1543 : f32
          %1547 = arith.select %1545, %1546, %cst_4 : f32
          %1548 = cute.memref.load(%rmem, %coord_61) : (!memref_rmem_f32_2, !cute.coord<"4">) -> f32
          %1549 = arith.cmpf oeq, %1548, %cst_3 : f32
          %1550 = arith.select %1549, %cst_4, %1548 : f32
          %1551 = cute.memref.load(%rmem_56, %coord_61) : (!memref_rmem_f32_2, !cute.coord<"4">) -> f32
          %1552 = scf.if %1515 -> (f32) {
            %1628 = arith.subi %arg31, %c1_i32 : i32
            %1629 = arith.minsi %114, %1628 : i32
            %1630 = arith.extsi %1629 : i32 to i64
            %1631 = arith.muli %1630, %c4_i64 : i64
            %1632 = arith.addi %arg9, %1631 : i64
            %1633 = nvvm.inline_ptx "ld.global.nc.f32 {$w0}, [{$r0}];" ro(%1632 : i64) -> f32
            %1634 = arith.mulf %1633, %cst_1 : f32
            %1635 = arith.subf %1634, %1550 : f32
            %1636 = math.exp2 %1635 : f32
            %1637 = arith.addf %1551, %1636 : f32
            scf.yield %1637 : f32
          } else {
            scf.yield %1551 : f32
          }
          %1553 = cute.memref.load(%rmem_56, %coord_61) : (!memref_rmem_f32_2, !cute.coord<"4">) -> f32
          %1554 = arith.cmpf ogt, %1553, %cst_4 : f32
          %1555 = arith.divf %cst_2, %1552 : f32
          %1556 = arith.select %1554, %1555, %cst_4 : f32
          %1557 = cute.memref.load(%rmem, %coord_62) : (!memref_rmem_f32_2, !cute.coord<"5">) -> f32
          %1558 = arith.cmpf oeq, %1557, %cst_3 : f32
          %1559 = arith.select %1558, %cst_4, %1557 : f32
          %1560 = cute.memref.load(%rmem_56, %coord_62) : (!memref_rmem_f32_2, !cute.coord<"5">) -> f32
          %1561 = scf.if %1515 -> (f32) {
            %1628 = arith.subi %arg31, %c1_i32 : i32
            %1629 = arith.minsi %115, %1628 : i32
            %1630 = arith.extsi %1629 : i32 to i64
            %1631 = arith.muli %1630, %c4_i64 : i64
            %1632 = arith.addi %arg9, %1631 : i64
            %1633 = nvvm.inline_ptx "ld.global.nc.f32 {$w0}, [{$r0}];" ro(%1632 : i64) -> f32
            %1634 = arith.mulf %1633, %cst_1 : f32
            %1635 = arith.subf %1634, %1559 : f32
            %1636 = math.exp2 %1635 : f32
            %1637 = arith.addf %1560, %1636 : f32
            scf.yield %1637 : f32
          } else {
            scf.yield %1560 : f32
          }
          %1562 = cute.memref.load(%rmem_56, %coord_62) : (!memref_rmem_f32_2, !cute.coord<"5">) -> f32
          %1563 = arith.cmpf ogt, %1562, %cst_4 : f32
          %1564 = arith.divf %cst_2, %1561 : f32
          %1565 = arith.select %1563, %1564, %cst_4 : f32
          %1566 = cute.memref.load(%rmem, %coord_63) : (!memref_rmem_f32_2, !cute.coord<"6">) -> f32
          %1567 = arith.cmpf oeq, %1566, %cst_3 : f32
          %1568 = arith.select %1567, %cst_4, %1566 : f32
          %1569 = cute.memref.load(%rmem_56, %coord_63) : (!memref_rmem_f32_2, !cute.coord<"6">) -> f32
          %1570 = scf.if %1515 -> (f32) {
            %1628 = arith.subi %arg31, %c1_i32 : i32
            %1629 = arith.minsi %116, %1628 : i32
            %1630 = arith.extsi %1629 : i32 to i64
            %1631 = arith.muli %1630, %c4_i64 : i64
            %1632 = arith.addi %arg9, %1631 : i64
            %1633 = nvvm.inline_ptx "ld.global.nc.f32 {$w0}, [{$r0}];" ro(%1632 : i64) -> f32
            %1634 = arith.mulf %1633, %cst_1 : f32
            %1635 = arith.subf %1634, %1568 : f32
            %1636 = math.exp2 %1635 : f32
            %1637 = arith.addf %1569, %1636 : f32
            scf.yield %1637 : f32
          } else {
            scf.yield %1569 : f32
          }
          %1571 = cute.memref.load(%rmem_56, %coord_63) : (!memref_rmem_f32_2, !cute.coord<"6">) -> f32
          %1572 = arith.cmpf ogt, %1571, %cst_4 : f32
          %1573 = arith.divf %cst_2, %1570 : f32
          %1574 = arith.select %1572, %1573, %cst_4 : f32
          %1575 = cute.memref.load(%rmem, %coord_64) : (!memref_rmem_f32_2, !cute.coord<"7">) -> f32
          %1576 = arith.cmpf oeq, %1575, %cst_3 : f32
          %1577 = arith.select %1576, %cst_4, %1575 : f32
          %1578 = cute.memref.load(%rmem_56, %coord_64) : (!memref_rmem_f32_2, !cute.coord<"7">) -> f32
          %1579 = scf.if %1515 -> (f32) {
            %1628 = arith.subi %arg31, %c1_i32 : i32
            %1629 = arith.minsi %117, %1628 : i32
            %1630 = arith.extsi %1629 : i32 to i64
            %1631 = arith.muli %1630, %c4_i64 : i64
            %1632 = arith.addi %arg9, %1631 : i64
            %1633 = nvvm.inline_ptx "ld.global.nc.f32 {$w0}, [{$r0}];" ro(%1632 : i64) -> f32
            %1634 = arith.mulf %1633, %cst_1 : f32
            %1635 = arith.subf %1634, %1577 : f32
            %1636 = math.exp2 %1635 : f32
            %1637 = arith.addf %1578, %1636 : f32
            scf.yield %1637 : f32
          } else {
            scf.yield %1578 : f32
          }
          %1580 = cute.memref.load(%rmem_56, %coord_64) : (!memref_rmem_f32_2, !cute.coord<"7">) -> f32
          %1581 = arith.cmpf ogt, %1580, %cst_4 : f32
          %1582 = arith.divf %cst_2, %1579 : f32
          %1583 = arith.select %1581, %1582, %cst_4 : f32
          %1584 = arith.extsi %arg33 : i32 to i64
          %1585 = arith.muli %10, %1584 : i64
          %1586 = arith.extsi %3 : i32 to i64
          %1587 = arith.addi %1585, %1586 : i64
          %1588 = arith.extsi %arg31 : i32 to i64
          %1589 = arith.muli %1587, %1588 : i64
          %1590 = arith.muli %1589, %c2048_i64 : i64
          %1591 = arith.addi %arg29, %1590 : i64
          %1592 = arith.floordivsi %99, %c4_i32 : i32
          %1593 = arith.muli %100, %c16_i32 : i32
          %1594 = arith.addi %1592, %1593 : i32
          %1595 = arith.cmpi slt, %110, %arg31 : i32
          scf.if %1595 {
            %1628 = cute.memref.load(%frg_C_55, %coord_57) : (!memref_rmem_f32_1, !cute.coord<"0">) -> f32
            %1629 = arith.mulf %1628, %1520 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %110 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1594 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %110 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1594 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          %1596 = arith.cmpi slt, %111, %arg31 : i32
          scf.if %1596 {
            %1628 = cute.memref.load(%frg_C_55, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"1">) -> f32
            %1629 = arith.mulf %1628, %1529 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %111 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1594 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %111 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1594 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          %1597 = arith.addi %1594, %c8_i32 : i32
          scf.if %1595 {
            %1628 = cute.memref.load(%frg_C_55, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"2">) -> f32
            %1629 = arith.mulf %1628, %1520 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %110 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1597 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %110 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1597 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1596 {
            %1628 = cute.memref.load(%frg_C_55, %coord_60) : (!memref_rmem_f32_1, !cute.coord<"3">) -> f32
            %1629 = arith.mulf %1628, %1529 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %111 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1597 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %111 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1597 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          %1598 = arith.cmpi slt, %112, %arg31 : i32
          scf.if %1598 {
            %1628 = cute.memref.load(%frg_C_55, %coord_61) : (!memref_rmem_f32_1, !cute.coord<"4">) -> f32
            %1629 = arith.mulf %1628, %1538 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %112 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1594 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %112 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1594 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          %1599 = arith.cmpi slt, %113, %arg31 : i32
          scf.if %1599 {
            %1628 = cute.memref.load(%frg_C_55, %coord_62) : (!memref_rmem_f32_1, !cute.coord<"5">) -> f32
            %1629 = arith.mulf %1628, %1547 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %113 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1594 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %113 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1594 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1598 {
            %1628 = cute.memref.load(%frg_C_55, %coord_63) : (!memref_rmem_f32_1, !cute.coord<"6">) -> f32
            %1629 = arith.mulf %1628, %1538 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %112 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1597 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %112 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1597 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1599 {
            %1628 = cute.memref.load(%frg_C_55, %coord_64) : (!memref_rmem_f32_1, !cute.coord<"7">) -> f32
            %1629 = arith.mulf %1628, %1547 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %113 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1597 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %113 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1597 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          %1600 = arith.cmpi slt, %114, %arg31 : i32
          scf.if %1600 {
            %1628 = cute.memref.load(%frg_C_55, %coord_65) : (!memref_rmem_f32_1, !cute.coord<"8">) -> f32
            %1629 = arith.mulf %1628, %1556 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %114 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1594 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %114 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1594 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          %1601 = arith.cmpi slt, %115, %arg31 : i32
          scf.if %1601 {
            %1628 = cute.memref.load(%frg_C_55, %coord_66) : (!memref_rmem_f32_1, !cute.coord<"9">) -> f32
            %1629 = arith.mulf %1628, %1565 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %115 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1594 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %115 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1594 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1600 {
            %1628 = cute.memref.load(%frg_C_55, %coord_67) : (!memref_rmem_f32_1, !cute.coord<"10">) -> f32
            %1629 = arith.mulf %1628, %1556 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %114 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1597 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %114 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1597 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1601 {
            %1628 = cute.memref.load(%frg_C_55, %coord_68) : (!memref_rmem_f32_1, !cute.coord<"11">) -> f32
            %1629 = arith.mulf %1628, %1565 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %115 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1597 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %115 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1597 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          %1602 = arith.cmpi slt, %116, %arg31 : i32
          scf.if %1602 {
            %1628 = cute.memref.load(%frg_C_55, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"12">) -> f32
            %1629 = arith.mulf %1628, %1574 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %116 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1594 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %116 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1594 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          %1603 = arith.cmpi slt, %117, %arg31 : i32
          scf.if %1603 {
            %1628 = cute.memref.load(%frg_C_55, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"13">) -> f32
            %1629 = arith.mulf %1628, %1583 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %117 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1594 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %117 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1594 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1602 {
            %1628 = cute.memref.load(%frg_C_55, %coord_71) : (!memref_rmem_f32_1, !cute.coord<"14">) -> f32
            %1629 = arith.mulf %1628, %1574 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %116 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1597 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %116 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1597 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1603 {
            %1628 = cute.memref.load(%frg_C_55, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"15">) -> f32
            %1629 = arith.mulf %1628, %1583 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %117 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1597 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %117 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1597 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          %1604 = arith.addi %1592, %c64_i32 : i32
          %1605 = arith.addi %1604, %1593 : i32
          scf.if %1595 {
            %1628 = cute.memref.load(%frg_C_55, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"16">) -> f32
            %1629 = arith.mulf %1628, %1520 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %110 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1605 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %110 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1605 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1596 {
            %1628 = cute.memref.load(%frg_C_55, %coord_74) : (!memref_rmem_f32_1, !cute.coord<"17">) -> f32
            %1629 = arith.mulf %1628, %1529 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %111 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1605 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %111 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1605 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          %1606 = arith.addi %1605, %c8_i32 : i32
          scf.if %1595 {
            %1628 = cute.memref.load(%frg_C_55, %coord_75) : (!memref_rmem_f32_1, !cute.coord<"18">) -> f32
            %1629 = arith.mulf %1628, %1520 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %110 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1606 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %110 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1606 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1596 {
            %1628 = cute.memref.load(%frg_C_55, %coord_76) : (!memref_rmem_f32_1, !cute.coord<"19">) -> f32
            %1629 = arith.mulf %1628, %1529 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %111 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1606 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %111 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1606 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1598 {
            %1628 = cute.memref.load(%frg_C_55, %coord_77) : (!memref_rmem_f32_1, !cute.coord<"20">) -> f32
            %1629 = arith.mulf %1628, %1538 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %112 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1605 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %112 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1605 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1599 {
            %1628 = cute.memref.load(%frg_C_55, %coord_78) : (!memref_rmem_f32_1, !cute.coord<"21">) -> f32
            %1629 = arith.mulf %1628, %1547 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %113 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1605 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %113 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1605 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1598 {
            %1628 = cute.memref.load(%frg_C_55, %coord_79) : (!memref_rmem_f32_1, !cute.coord<"22">) -> f32
            %1629 = arith.mulf %1628, %1538 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %112 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1606 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %112 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1606 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1599 {
            %1628 = cute.memref.load(%frg_C_55, %coord_80) : (!memref_rmem_f32_1, !cute.coord<"23">) -> f32
            %1629 = arith.mulf %1628, %1547 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %113 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1606 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %113 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1606 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1600 {
            %1628 = cute.memref.load(%frg_C_55, %coord_81) : (!memref_rmem_f32_1, !cute.coord<"24">) -> f32
            %1629 = arith.mulf %1628, %1556 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %114 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1605 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %114 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1605 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1601 {
            %1628 = cute.memref.load(%frg_C_55, %coord_82) : (!memref_rmem_f32_1, !cute.coord<"25">) -> f32
            %1629 = arith.mulf %1628, %1565 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %115 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1605 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %115 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1605 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1600 {
            %1628 = cute.memref.load(%frg_C_55, %coord_83) : (!memref_rmem_f32_1, !cute.coord<"26">) -> f32
            %1629 = arith.mulf %1628, %1556 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %114 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1606 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %114 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1606 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1601 {
            %1628 = cute.memref.load(%frg_C_55, %coord_84) : (!memref_rmem_f32_1, !cute.coord<"27">) -> f32
            %1629 = arith.mulf %1628, %1565 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %115 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1606 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %115 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1606 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1602 {
            %1628 = cute.memref.load(%frg_C_55, %coord_85) : (!memref_rmem_f32_1, !cute.coord<"28">) -> f32
            %1629 = arith.mulf %1628, %1574 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %116 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1605 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %116 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1605 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1603 {
            %1628 = cute.memref.load(%frg_C_55, %coord_86) : (!memref_rmem_f32_1, !cute.coord<"29">) -> f32
            %1629 = arith.mulf %1628, %1583 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %117 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1605 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %117 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1605 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1602 {
            %1628 = cute.memref.load(%frg_C_55, %coord_87) : (!memref_rmem_f32_1, !cute.coord<"30">) -> f32
            %1629 = arith.mulf %1628, %1574 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %116 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1606 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %116 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1606 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1603 {
            %1628 = cute.memref.load(%frg_C_55, %coord_88) : (!memref_rmem_f32_1, !cute.coord<"31">) -> f32
            %1629 = arith.mulf %1628, %1583 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %117 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1606 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %117 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1606 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          %1607 = arith.addi %1592, %c128_i32 : i32
          %1608 = arith.addi %1607, %1593 : i32
          scf.if %1595 {
            %1628 = cute.memref.load(%frg_C_55, %coord_89) : (!memref_rmem_f32_1, !cute.coord<"32">) -> f32
            %1629 = arith.mulf %1628, %1520 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %110 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1608 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %110 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1608 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1596 {
            %1628 = cute.memref.load(%frg_C_55, %coord_90) : (!memref_rmem_f32_1, !cute.coord<"33">) -> f32
            %1629 = arith.mulf %1628, %1529 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %111 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1608 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %111 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1608 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          %1609 = arith.addi %1608, %c8_i32 : i32
          scf.if %1595 {
            %1628 = cute.memref.load(%frg_C_55, %coord_91) : (!memref_rmem_f32_1, !cute.coord<"34">) -> f32
            %1629 = arith.mulf %1628, %1520 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %110 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1609 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %110 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1609 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1596 {
            %1628 = cute.memref.load(%frg_C_55, %coord_92) : (!memref_rmem_f32_1, !cute.coord<"35">) -> f32
            %1629 = arith.mulf %1628, %1529 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %111 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1609 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %111 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1609 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1598 {
            %1628 = cute.memref.load(%frg_C_55, %coord_93) : (!memref_rmem_f32_1, !cute.coord<"36">) -> f32
            %1629 = arith.mulf %1628, %1538 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %112 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1608 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %112 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1608 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1599 {
            %1628 = cute.memref.load(%frg_C_55, %coord_94) : (!memref_rmem_f32_1, !cute.coord<"37">) -> f32
            %1629 = arith.mulf %1628, %1547 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %113 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1608 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %113 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1608 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1598 {
            %1628 = cute.memref.load(%frg_C_55, %coord_95) : (!memref_rmem_f32_1, !cute.coord<"38">) -> f32
            %1629 = arith.mulf %1628, %1538 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %112 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1609 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %112 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1609 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1599 {
            %1628 = cute.memref.load(%frg_C_55, %coord_96) : (!memref_rmem_f32_1, !cute.coord<"39">) -> f32
            %1629 = arith.mulf %1628, %1547 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %113 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1609 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %113 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1609 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1600 {
            %1628 = cute.memref.load(%frg_C_55, %coord_97) : (!memref_rmem_f32_1, !cute.coord<"40">) -> f32
            %1629 = arith.mulf %1628, %1556 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %114 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1608 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %114 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1608 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1601 {
            %1628 = cute.memref.load(%frg_C_55, %coord_98) : (!memref_rmem_f32_1, !cute.coord<"41">) -> f32
            %1629 = arith.mulf %1628, %1565 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %115 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1608 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %115 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1608 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1600 {
            %1628 = cute.memref.load(%frg_C_55, %coord_99) : (!memref_rmem_f32_1, !cute.coord<"42">) -> f32
            %1629 = arith.mulf %1628, %1556 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %114 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1609 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %114 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1609 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1601 {
            %1628 = cute.memref.load(%frg_C_55, %coord_100) : (!memref_rmem_f32_1, !cute.coord<"43">) -> f32
            %1629 = arith.mulf %1628, %1565 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %115 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1609 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %115 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1609 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1602 {
            %1628 = cute.memref.load(%frg_C_55, %coord_101) : (!memref_rmem_f32_1, !cute.coord<"44">) -> f32
            %1629 = arith.mulf %1628, %1574 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %116 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1608 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %116 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1608 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1603 {
            %1628 = cute.memref.load(%frg_C_55, %coord_102) : (!memref_rmem_f32_1, !cute.coord<"45">) -> f32
            %1629 = arith.mulf %1628, %1583 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %117 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1608 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %117 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1608 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1602 {
            %1628 = cute.memref.load(%frg_C_55, %coord_103) : (!memref_rmem_f32_1, !cute.coord<"46">) -> f32
            %1629 = arith.mulf %1628, %1574 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %116 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1609 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %116 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1609 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1603 {
            %1628 = cute.memref.load(%frg_C_55, %coord_104) : (!memref_rmem_f32_1, !cute.coord<"47">) -> f32
            %1629 = arith.mulf %1628, %1583 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %117 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1609 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %117 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1609 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          %1610 = arith.addi %1592, %c192_i32 : i32
          %1611 = arith.addi %1610, %1593 : i32
          scf.if %1595 {
            %1628 = cute.memref.load(%frg_C_55, %coord_105) : (!memref_rmem_f32_1, !cute.coord<"48">) -> f32
            %1629 = arith.mulf %1628, %1520 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %110 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1611 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %110 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1611 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1596 {
            %1628 = cute.memref.load(%frg_C_55, %coord_106) : (!memref_rmem_f32_1, !cute.coord<"49">) -> f32
            %1629 = arith.mulf %1628, %1529 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %111 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1611 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %111 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1611 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          %1612 = arith.addi %1611, %c8_i32 : i32
          scf.if %1595 {
            %1628 = cute.memref.load(%frg_C_55, %coord_107) : (!memref_rmem_f32_1, !cute.coord<"50">) -> f32
            %1629 = arith.mulf %1628, %1520 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %110 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1612 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %110 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1612 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1596 {
            %1628 = cute.memref.load(%frg_C_55, %coord_108) : (!memref_rmem_f32_1, !cute.coord<"51">) -> f32
            %1629 = arith.mulf %1628, %1529 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %111 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1612 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %111 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1612 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1598 {
            %1628 = cute.memref.load(%frg_C_55, %coord_109) : (!memref_rmem_f32_1, !cute.coord<"52">) -> f32
            %1629 = arith.mulf %1628, %1538 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %112 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1611 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %112 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1611 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1599 {
            %1628 = cute.memref.load(%frg_C_55, %coord_110) : (!memref_rmem_f32_1, !cute.coord<"53">) -> f32
            %1629 = arith.mulf %1628, %1547 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %113 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1611 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %113 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1611 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1598 {
            %1628 = cute.memref.load(%frg_C_55, %coord_111) : (!memref_rmem_f32_1, !cute.coord<"54">) -> f32
            %1629 = arith.mulf %1628, %1538 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %112 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1612 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %112 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1612 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1599 {
            %1628 = cute.memref.load(%frg_C_55, %coord_112) : (!memref_rmem_f32_1, !cute.coord<"55">) -> f32
            %1629 = arith.mulf %1628, %1547 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %113 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1612 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %113 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1612 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1600 {
            %1628 = cute.memref.load(%frg_C_55, %coord_113) : (!memref_rmem_f32_1, !cute.coord<"56">) -> f32
            %1629 = arith.mulf %1628, %1556 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %114 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1611 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %114 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1611 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1601 {
            %1628 = cute.memref.load(%frg_C_55, %coord_114) : (!memref_rmem_f32_1, !cute.coord<"57">) -> f32
            %1629 = arith.mulf %1628, %1565 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %115 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1611 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %115 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1611 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1600 {
            %1628 = cute.memref.load(%frg_C_55, %coord_115) : (!memref_rmem_f32_1, !cute.coord<"58">) -> f32
            %1629 = arith.mulf %1628, %1556 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %114 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1612 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %114 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1612 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1601 {
            %1628 = cute.memref.load(%frg_C_55, %coord_116) : (!memref_rmem_f32_1, !cute.coord<"59">) -> f32
            %1629 = arith.mulf %1628, %1565 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %115 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1612 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %115 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1612 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1602 {
            %1628 = cute.memref.load(%frg_C_55, %coord_117) : (!memref_rmem_f32_1, !cute.coord<"60">) -> f32
            %1629 = arith.mulf %1628, %1574 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %116 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1611 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %116 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1611 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1603 {
            %1628 = cute.memref.load(%frg_C_55, %coord_118) : (!memref_rmem_f32_1, !cute.coord<"61">) -> f32
            %1629 = arith.mulf %1628, %1583 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %117 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1611 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %117 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1611 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1602 {
            %1628 = cute.memref.load(%frg_C_55, %coord_119) : (!memref_rmem_f32_1, !cute.coord<"62">) -> f32
            %1629 = arith.mulf %1628, %1574 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %116 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1612 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %116 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1612 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1603 {
            %1628 = cute.memref.load(%frg_C_55, %coord_120) : (!memref_rmem_f32_1, !cute.coord<"63">) -> f32
            %1629 = arith.mulf %1628, %1583 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %117 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1612 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %117 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1612 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          %1613 = arith.addi %1592, %c256_i32 : i32
          %1614 = arith.addi %1613, %1593 : i32
          scf.if %1595 {
            %1628 = cute.memref.load(%frg_C_55, %coord_121) : (!memref_rmem_f32_1, !cute.coord<"64">) -> f32
            %1629 = arith.mulf %1628, %1520 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %110 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1614 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %110 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1614 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1596 {
            %1628 = cute.memref.load(%frg_C_55, %coord_122) : (!memref_rmem_f32_1, !cute.coord<"65">) -> f32
            %1629 = arith.mulf %1628, %1529 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %111 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1614 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %111 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1614 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          %1615 = arith.addi %1614, %c8_i32 : i32
          scf.if %1595 {
            %1628 = cute.memref.load(%frg_C_55, %coord_123) : (!memref_rmem_f32_1, !cute.coord<"66">) -> f32
            %1629 = arith.mulf %1628, %1520 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %110 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1615 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %110 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1615 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1596 {
            %1628 = cute.memref.load(%frg_C_55, %coord_124) : (!memref_rmem_f32_1, !cute.coord<"67">) -> f32
            %1629 = arith.mulf %1628, %1529 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %111 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1615 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %111 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1615 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1598 {
            %1628 = cute.memref.load(%frg_C_55, %coord_125) : (!memref_rmem_f32_1, !cute.coord<"68">) -> f32
            %1629 = arith.mulf %1628, %1538 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %112 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1614 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %112 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1614 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1599 {
            %1628 = cute.memref.load(%frg_C_55, %coord_126) : (!memref_rmem_f32_1, !cute.coord<"69">) -> f32
            %1629 = arith.mulf %1628, %1547 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %113 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1614 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %113 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1614 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1598 {
            %1628 = cute.memref.load(%frg_C_55, %coord_127) : (!memref_rmem_f32_1, !cute.coord<"70">) -> f32
            %1629 = arith.mulf %1628, %1538 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %112 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1615 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %112 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1615 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1599 {
            %1628 = cute.memref.load(%frg_C_55, %coord_128) : (!memref_rmem_f32_1, !cute.coord<"71">) -> f32
            %1629 = arith.mulf %1628, %1547 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %113 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1615 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %113 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1615 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1600 {
            %1628 = cute.memref.load(%frg_C_55, %coord_129) : (!memref_rmem_f32_1, !cute.coord<"72">) -> f32
            %1629 = arith.mulf %1628, %1556 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %114 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1614 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %114 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1614 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1601 {
            %1628 = cute.memref.load(%frg_C_55, %coord_130) : (!memref_rmem_f32_1, !cute.coord<"73">) -> f32
            %1629 = arith.mulf %1628, %1565 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %115 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1614 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %115 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1614 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1600 {
            %1628 = cute.memref.load(%frg_C_55, %coord_131) : (!memref_rmem_f32_1, !cute.coord<"74">) -> f32
            %1629 = arith.mulf %1628, %1556 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %114 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1615 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %114 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1615 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1601 {
            %1628 = cute.memref.load(%frg_C_55, %coord_132) : (!memref_rmem_f32_1, !cute.coord<"75">) -> f32
            %1629 = arith.mulf %1628, %1565 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %115 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1615 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %115 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1615 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1602 {
            %1628 = cute.memref.load(%frg_C_55, %coord_133) : (!memref_rmem_f32_1, !cute.coord<"76">) -> f32
            %1629 = arith.mulf %1628, %1574 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %116 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1614 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %116 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1614 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1603 {
            %1628 = cute.memref.load(%frg_C_55, %coord_134) : (!memref_rmem_f32_1, !cute.coord<"77">) -> f32
            %1629 = arith.mulf %1628, %1583 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %117 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1614 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %117 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1614 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1602 {
            %1628 = cute.memref.load(%frg_C_55, %coord_135) : (!memref_rmem_f32_1, !cute.coord<"78">) -> f32
            %1629 = arith.mulf %1628, %1574 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %116 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1615 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %116 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1615 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1603 {
            %1628 = cute.memref.load(%frg_C_55, %coord_136) : (!memref_rmem_f32_1, !cute.coord<"79">) -> f32
            %1629 = arith.mulf %1628, %1583 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %117 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1615 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %117 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1615 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          %1616 = arith.addi %1592, %c320_i32 : i32
          %1617 = arith.addi %1616, %1593 : i32
          scf.if %1595 {
            %1628 = cute.memref.load(%frg_C_55, %coord_137) : (!memref_rmem_f32_1, !cute.coord<"80">) -> f32
            %1629 = arith.mulf %1628, %1520 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %110 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1617 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %110 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1617 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1596 {
            %1628 = cute.memref.load(%frg_C_55, %coord_138) : (!memref_rmem_f32_1, !cute.coord<"81">) -> f32
            %1629 = arith.mulf %1628, %1529 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %111 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1617 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %111 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1617 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          %1618 = arith.addi %1617, %c8_i32 : i32
          scf.if %1595 {
            %1628 = cute.memref.load(%frg_C_55, %coord_139) : (!memref_rmem_f32_1, !cute.coord<"82">) -> f32
            %1629 = arith.mulf %1628, %1520 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %110 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1618 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %110 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1618 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1596 {
            %1628 = cute.memref.load(%frg_C_55, %coord_140) : (!memref_rmem_f32_1, !cute.coord<"83">) -> f32
            %1629 = arith.mulf %1628, %1529 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %111 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1618 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %111 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1618 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1598 {
            %1628 = cute.memref.load(%frg_C_55, %coord_141) : (!memref_rmem_f32_1, !cute.coord<"84">) -> f32
            %1629 = arith.mulf %1628, %1538 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %112 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1617 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %112 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1617 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1599 {
            %1628 = cute.memref.load(%frg_C_55, %coord_142) : (!memref_rmem_f32_1, !cute.coord<"85">) -> f32
            %1629 = arith.mulf %1628, %1547 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %113 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1617 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %113 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1617 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1598 {
            %1628 = cute.memref.load(%frg_C_55, %coord_143) : (!memref_rmem_f32_1, !cute.coord<"86">) -> f32
            %1629 = arith.mulf %1628, %1538 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %112 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1618 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %112 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1618 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1599 {
            %1628 = cute.memref.load(%frg_C_55, %coord_144) : (!memref_rmem_f32_1, !cute.coord<"87">) -> f32
            %1629 = arith.mulf %1628, %1547 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %113 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1618 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %113 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1618 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1600 {
            %1628 = cute.memref.load(%frg_C_55, %coord_145) : (!memref_rmem_f32_1, !cute.coord<"88">) -> f32
            %1629 = arith.mulf %1628, %1556 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %114 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1617 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %114 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1617 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1601 {
            %1628 = cute.memref.load(%frg_C_55, %coord_146) : (!memref_rmem_f32_1, !cute.coord<"89">) -> f32
            %1629 = arith.mulf %1628, %1565 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %115 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1617 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %115 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1617 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1600 {
            %1628 = cute.memref.load(%frg_C_55, %coord_147) : (!memref_rmem_f32_1, !cute.coord<"90">) -> f32
            %1629 = arith.mulf %1628, %1556 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %114 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1618 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %114 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1618 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1601 {
            %1628 = cute.memref.load(%frg_C_55, %coord_148) : (!memref_rmem_f32_1, !cute.coord<"91">) -> f32
            %1629 = arith.mulf %1628, %1565 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %115 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1618 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %115 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1618 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1602 {
            %1628 = cute.memref.load(%frg_C_55, %coord_149) : (!memref_rmem_f32_1, !cute.coord<"92">) -> f32
            %1629 = arith.mulf %1628, %1574 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %116 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1617 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %116 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1617 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1603 {
            %1628 = cute.memref.load(%frg_C_55, %coord_150) : (!memref_rmem_f32_1, !cute.coord<"93">) -> f32
            %1629 = arith.mulf %1628, %1583 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %117 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1617 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %117 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1617 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1602 {
            %1628 = cute.memref.load(%frg_C_55, %coord_151) : (!memref_rmem_f32_1, !cute.coord<"94">) -> f32
            %1629 = arith.mulf %1628, %1574 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %116 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1618 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %116 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1618 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1603 {
            %1628 = cute.memref.load(%frg_C_55, %coord_152) : (!memref_rmem_f32_1, !cute.coord<"95">) -> f32
            %1629 = arith.mulf %1628, %1583 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %117 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1618 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %117 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1618 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          %1619 = arith.addi %1592, %c384_i32 : i32
          %1620 = arith.addi %1619, %1593 : i32
          scf.if %1595 {
            %1628 = cute.memref.load(%frg_C_55, %coord_153) : (!memref_rmem_f32_1, !cute.coord<"96">) -> f32
            %1629 = arith.mulf %1628, %1520 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %110 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1620 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %110 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1620 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1596 {
            %1628 = cute.memref.load(%frg_C_55, %coord_154) : (!memref_rmem_f32_1, !cute.coord<"97">) -> f32
            %1629 = arith.mulf %1628, %1529 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %111 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1620 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %111 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1620 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          %1621 = arith.addi %1620, %c8_i32 : i32
          scf.if %1595 {
            %1628 = cute.memref.load(%frg_C_55, %coord_155) : (!memref_rmem_f32_1, !cute.coord<"98">) -> f32
            %1629 = arith.mulf %1628, %1520 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %110 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1621 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %110 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1621 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1596 {
            %1628 = cute.memref.load(%frg_C_55, %coord_156) : (!memref_rmem_f32_1, !cute.coord<"99">) -> f32
            %1629 = arith.mulf %1628, %1529 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %111 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1621 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %111 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1621 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1598 {
            %1628 = cute.memref.load(%frg_C_55, %coord_157) : (!memref_rmem_f32_1, !cute.coord<"100">) -> f32
            %1629 = arith.mulf %1628, %1538 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %112 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1620 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %112 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1620 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1599 {
            %1628 = cute.memref.load(%frg_C_55, %coord_158) : (!memref_rmem_f32_1, !cute.coord<"101">) -> f32
            %1629 = arith.mulf %1628, %1547 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %113 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1620 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %113 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1620 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1598 {
            %1628 = cute.memref.load(%frg_C_55, %coord_159) : (!memref_rmem_f32_1, !cute.coord<"102">) -> f32
            %1629 = arith.mulf %1628, %1538 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %112 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1621 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %112 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1621 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1599 {
            %1628 = cute.memref.load(%frg_C_55, %coord_160) : (!memref_rmem_f32_1, !cute.coord<"103">) -> f32
            %1629 = arith.mulf %1628, %1547 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %113 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1621 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %113 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1621 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1600 {
            %1628 = cute.memref.load(%frg_C_55, %coord_161) : (!memref_rmem_f32_1, !cute.coord<"104">) -> f32
            %1629 = arith.mulf %1628, %1556 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %114 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1620 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %114 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1620 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1601 {
            %1628 = cute.memref.load(%frg_C_55, %coord_162) : (!memref_rmem_f32_1, !cute.coord<"105">) -> f32
            %1629 = arith.mulf %1628, %1565 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %115 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1620 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %115 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1620 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1600 {
            %1628 = cute.memref.load(%frg_C_55, %coord_163) : (!memref_rmem_f32_1, !cute.coord<"106">) -> f32
            %1629 = arith.mulf %1628, %1556 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %114 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1621 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %114 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1621 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1601 {
            %1628 = cute.memref.load(%frg_C_55, %coord_164) : (!memref_rmem_f32_1, !cute.coord<"107">) -> f32
            %1629 = arith.mulf %1628, %1565 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %115 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1621 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %115 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1621 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1602 {
            %1628 = cute.memref.load(%frg_C_55, %coord_165) : (!memref_rmem_f32_1, !cute.coord<"108">) -> f32
            %1629 = arith.mulf %1628, %1574 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %116 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1620 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %116 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1620 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1603 {
            %1628 = cute.memref.load(%frg_C_55, %coord_166) : (!memref_rmem_f32_1, !cute.coord<"109">) -> f32
            %1629 = arith.mulf %1628, %1583 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %117 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1620 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %117 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1620 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1602 {
            %1628 = cute.memref.load(%frg_C_55, %coord_167) : (!memref_rmem_f32_1, !cute.coord<"110">) -> f32
            %1629 = arith.mulf %1628, %1574 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %116 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1621 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %116 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1621 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1603 {
            %1628 = cute.memref.load(%frg_C_55, %coord_168) : (!memref_rmem_f32_1, !cute.coord<"111">) -> f32
            %1629 = arith.mulf %1628, %1583 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %117 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1621 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %117 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1621 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          %1622 = arith.addi %1592, %c448_i32 : i32
          %1623 = arith.addi %1622, %1593 : i32
          scf.if %1595 {
            %1628 = cute.memref.load(%frg_C_55, %coord_169) : (!memref_rmem_f32_1, !cute.coord<"112">) -> f32
            %1629 = arith.mulf %1628, %1520 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %110 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1623 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %110 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1623 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1596 {
            %1628 = cute.memref.load(%frg_C_55, %coord_170) : (!memref_rmem_f32_1, !cute.coord<"113">) -> f32
            %1629 = arith.mulf %1628, %1529 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %111 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1623 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %111 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1623 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          %1624 = arith.addi %1623, %c8_i32 : i32
          scf.if %1595 {
            %1628 = cute.memref.load(%frg_C_55, %coord_171) : (!memref_rmem_f32_1, !cute.coord<"114">) -> f32
            %1629 = arith.mulf %1628, %1520 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %110 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1624 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %110 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1624 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1596 {
            %1628 = cute.memref.load(%frg_C_55, %coord_172) : (!memref_rmem_f32_1, !cute.coord<"115">) -> f32
            %1629 = arith.mulf %1628, %1529 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %111 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1624 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %111 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1624 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1598 {
            %1628 = cute.memref.load(%frg_C_55, %coord_173) : (!memref_rmem_f32_1, !cute.coord<"116">) -> f32
            %1629 = arith.mulf %1628, %1538 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %112 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1623 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %112 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1623 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1599 {
            %1628 = cute.memref.load(%frg_C_55, %coord_174) : (!memref_rmem_f32_1, !cute.coord<"117">) -> f32
            %1629 = arith.mulf %1628, %1547 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %113 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1623 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %113 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1623 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1598 {
            %1628 = cute.memref.load(%frg_C_55, %coord_175) : (!memref_rmem_f32_1, !cute.coord<"118">) -> f32
            %1629 = arith.mulf %1628, %1538 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %112 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1624 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %112 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1624 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1599 {
            %1628 = cute.memref.load(%frg_C_55, %coord_176) : (!memref_rmem_f32_1, !cute.coord<"119">) -> f32
            %1629 = arith.mulf %1628, %1547 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %113 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1624 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %113 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1624 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1600 {
            %1628 = cute.memref.load(%frg_C_55, %coord_177) : (!memref_rmem_f32_1, !cute.coord<"120">) -> f32
            %1629 = arith.mulf %1628, %1556 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %114 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1623 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %114 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1623 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1601 {
            %1628 = cute.memref.load(%frg_C_55, %coord_178) : (!memref_rmem_f32_1, !cute.coord<"121">) -> f32
            %1629 = arith.mulf %1628, %1565 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %115 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1623 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %115 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1623 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1600 {
            %1628 = cute.memref.load(%frg_C_55, %coord_179) : (!memref_rmem_f32_1, !cute.coord<"122">) -> f32
            %1629 = arith.mulf %1628, %1556 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %114 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1624 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %114 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1624 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1601 {
            %1628 = cute.memref.load(%frg_C_55, %coord_180) : (!memref_rmem_f32_1, !cute.coord<"123">) -> f32
            %1629 = arith.mulf %1628, %1565 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %115 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1624 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %115 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1624 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1602 {
            %1628 = cute.memref.load(%frg_C_55, %coord_181) : (!memref_rmem_f32_1, !cute.coord<"124">) -> f32
            %1629 = arith.mulf %1628, %1574 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %116 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1623 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %116 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1623 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1603 {
            %1628 = cute.memref.load(%frg_C_55, %coord_182) : (!memref_rmem_f32_1, !cute.coord<"125">) -> f32
            %1629 = arith.mulf %1628, %1583 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %117 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1623 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %117 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1623 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1602 {
            %1628 = cute.memref.load(%frg_C_55, %coord_183) : (!memref_rmem_f32_1, !cute.coord<"126">) -> f32
            %1629 = arith.mulf %1628, %1574 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %116 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1624 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %116 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1624 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          scf.if %1603 {
            %1628 = cute.memref.load(%frg_C_55, %coord_184) : (!memref_rmem_f32_1, !cute.coord<"127">) -> f32
            %1629 = arith.mulf %1628, %1583 : f32
            scf.if %1515 {
              %1630 = arith.extsi %arg6 : i32 to i64
              %1631 = arith.muli %10, %1630 : i64
              %1632 = arith.extsi %117 : i32 to i64
              %1633 = arith.extsi %arg7 : i32 to i64
              %1634 = arith.muli %1632, %1633 : i64
              %1635 = arith.addi %1631, %1634 : i64
              %1636 = arith.extsi %1624 : i32 to i64
              %1637 = arith.addi %1635, %1636 : i64
              %1638 = arith.muli %1637, %c2_i64 : i64
              %1639 = arith.addi %arg5, %1638 : i64
              %1640 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.bf16.f32 t, {$r1}; st.global.b16 [{$r0}], t; }" ro(%1639, %1640 : i64, f32)
            } else {
              %1630 = arith.extsi %117 : i32 to i64
              %1631 = arith.muli %1630, %c512_i64 : i64
              %1632 = arith.extsi %1624 : i32 to i64
              %1633 = arith.addi %1631, %1632 : i64
              %1634 = arith.muli %1633, %c4_i64 : i64
              %1635 = arith.addi %1591, %1634 : i64
              %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1629 : (f32) -> f32
              nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1635, %1636 : i64, f32)
            }
          }
          %1625 = arith.cmpi eq, %100, %c0_i32 : i32
          %1626 = arith.andi %191, %1625 : i1
          scf.if %1626 {
            scf.if %1595 {
              scf.if %1515 {
                %1628 = arith.muli %10, %1588 : i64
                %1629 = arith.extsi %110 : i32 to i64
                %1630 = arith.addi %1628, %1629 : i64
                %1631 = arith.muli %1630, %c4_i64 : i64
                %1632 = arith.addi %arg8, %1631 : i64
                %1633 = cute.memref.load(%rmem_56, %coord_57) : (!memref_rmem_f32_2, !cute.coord<"0">) -> f32
                %1634 = math.log2 %1633 : f32
                %1635 = arith.addf %1634, %1513 : f32
                %1636 = arith.mulf %1635, %cst_0 : f32
                %1637 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1636 : (f32) -> f32
                nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1632, %1637 : i64, f32)
              } else {
                %1628 = arith.extsi %110 : i32 to i64
                %1629 = arith.addi %1589, %1628 : i64
                %1630 = arith.muli %1629, %c4_i64 : i64
                %1631 = arith.addi %arg30, %1630 : i64
                %1632 = cute.memref.load(%rmem, %coord_57) : (!memref_rmem_f32_2, !cute.coord<"0">) -> f32
                %1633 = cute.memref.load(%rmem_56, %coord_57) : (!memref_rmem_f32_2, !cute.coord<"0">) -> f32
                %1634 = math.log2 %1633 : f32
                %1635 = arith.addf %1632, %1634 : f32
                %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1635 : (f32) -> f32
                nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1631, %1636 : i64, f32)
              }
            }
            scf.if %1596 {
              scf.if %1515 {
                %1628 = arith.muli %10, %1588 : i64
                %1629 = arith.extsi %111 : i32 to i64
                %1630 = arith.addi %1628, %1629 : i64
                %1631 = arith.muli %1630, %c4_i64 : i64
                %1632 = arith.addi %arg8, %1631 : i64
                %1633 = cute.memref.load(%rmem_56, %coord_58) : (!memref_rmem_f32_2, !cute.coord<"1">) -> f32
                %1634 = math.log2 %1633 : f32
                %1635 = arith.addf %1634, %1523 : f32
                %1636 = arith.mulf %1635, %cst_0 : f32
                %1637 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1636 : (f32) -> f32
                nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1632, %1637 : i64, f32)
              } else {
                %1628 = arith.extsi %111 : i32 to i64
                %1629 = arith.addi %1589, %1628 : i64
                %1630 = arith.muli %1629, %c4_i64 : i64
                %1631 = arith.addi %arg30, %1630 : i64
                %1632 = cute.memref.load(%rmem, %coord_58) : (!memref_rmem_f32_2, !cute.coord<"1">) -> f32
                %1633 = cute.memref.load(%rmem_56, %coord_58) : (!memref_rmem_f32_2, !cute.coord<"1">) -> f32
                %1634 = math.log2 %1633 : f32
                %1635 = arith.addf %1632, %1634 : f32
                %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1635 : (f32) -> f32
                nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1631, %1636 : i64, f32)
              }
            }
            scf.if %1598 {
              scf.if %1515 {
                %1628 = arith.muli %10, %1588 : i64
                %1629 = arith.extsi %112 : i32 to i64
                %1630 = arith.addi %1628, %1629 : i64
                %1631 = arith.muli %1630, %c4_i64 : i64
                %1632 = arith.addi %arg8, %1631 : i64
                %1633 = cute.memref.load(%rmem_56, %coord_59) : (!memref_rmem_f32_2, !cute.coord<"2">) -> f32
                %1634 = math.log2 %1633 : f32
                %1635 = arith.addf %1634, %1532 : f32
                %1636 = arith.mulf %1635, %cst_0 : f32
                %1637 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1636 : (f32) -> f32
                nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1632, %1637 : i64, f32)
              } else {
                %1628 = arith.extsi %112 : i32 to i64
                %1629 = arith.addi %1589, %1628 : i64
                %1630 = arith.muli %1629, %c4_i64 : i64
                %1631 = arith.addi %arg30, %1630 : i64
                %1632 = cute.memref.load(%rmem, %coord_59) : (!memref_rmem_f32_2, !cute.coord<"2">) -> f32
                %1633 = cute.memref.load(%rmem_56, %coord_59) : (!memref_rmem_f32_2, !cute.coord<"2">) -> f32
                %1634 = math.log2 %1633 : f32
                %1635 = arith.addf %1632, %1634 : f32
                %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1635 : (f32) -> f32
                nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1631, %1636 : i64, f32)
              }
            }
            scf.if %1599 {
              scf.if %1515 {
                %1628 = arith.muli %10, %1588 : i64
                %1629 = arith.extsi %113 : i32 to i64
                %1630 = arith.addi %1628, %1629 : i64
                %1631 = arith.muli %1630, %c4_i64 : i64
                %1632 = arith.addi %arg8, %1631 : i64
                %1633 = cute.memref.load(%rmem_56, %coord_60) : (!memref_rmem_f32_2, !cute.coord<"3">) -> f32
                %1634 = math.log2 %1633 : f32
                %1635 = arith.addf %1634, %1541 : f32
                %1636 = arith.mulf %1635, %cst_0 : f32
                %1637 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1636 : (f32) -> f32
                nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1632, %1637 : i64, f32)
              } else {
                %1628 = arith.extsi %113 : i32 to i64
                %1629 = arith.addi %1589, %1628 : i64
                %1630 = arith.muli %1629, %c4_i64 : i64
                %1631 = arith.addi %arg30, %1630 : i64
                %1632 = cute.memref.load(%rmem, %coord_60) : (!memref_rmem_f32_2, !cute.coord<"3">) -> f32
                %1633 = cute.memref.load(%rmem_56, %coord_60) : (!memref_rmem_f32_2, !cute.coord<"3">) -> f32
                %1634 = math.log2 %1633 : f32
                %1635 = arith.addf %1632, %1634 : f32
                %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1635 : (f32) -> f32
                nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1631, %1636 : i64, f32)
              }
            }
            scf.if %1600 {
              scf.if %1515 {
                %1628 = arith.muli %10, %1588 : i64
                %1629 = arith.extsi %114 : i32 to i64
                %1630 = arith.addi %1628, %1629 : i64
                %1631 = arith.muli %1630, %c4_i64 : i64
                %1632 = arith.addi %arg8, %1631 : i64
                %1633 = cute.memref.load(%rmem_56, %coord_61) : (!memref_rmem_f32_2, !cute.coord<"4">) -> f32
                %1634 = math.log2 %1633 : f32
                %1635 = arith.addf %1634, %1550 : f32
                %1636 = arith.mulf %1635, %cst_0 : f32
                %1637 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1636 : (f32) -> f32
                nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1632, %1637 : i64, f32)
              } else {
                %1628 = arith.extsi %114 : i32 to i64
                %1629 = arith.addi %1589, %1628 : i64
                %1630 = arith.muli %1629, %c4_i64 : i64
                %1631 = arith.addi %arg30, %1630 : i64
                %1632 = cute.memref.load(%rmem, %coord_61) : (!memref_rmem_f32_2, !cute.coord<"4">) -> f32
                %1633 = cute.memref.load(%rmem_56, %coord_61) : (!memref_rmem_f32_2, !cute.coord<"4">) -> f32
                %1634 = math.log2 %1633 : f32
                %1635 = arith.addf %1632, %1634 : f32
                %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1635 : (f32) -> f32
                nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1631, %1636 : i64, f32)
              }
            }
            scf.if %1601 {
              scf.if %1515 {
                %1628 = arith.muli %10, %1588 : i64
                %1629 = arith.extsi %115 : i32 to i64
                %1630 = arith.addi %1628, %1629 : i64
                %1631 = arith.muli %1630, %c4_i64 : i64
                %1632 = arith.addi %arg8, %1631 : i64
                %1633 = cute.memref.load(%rmem_56, %coord_62) : (!memref_rmem_f32_2, !cute.coord<"5">) -> f32
                %1634 = math.log2 %1633 : f32
                %1635 = arith.addf %1634, %1559 : f32
                %1636 = arith.mulf %1635, %cst_0 : f32
                %1637 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1636 : (f32) -> f32
                nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1632, %1637 : i64, f32)
              } else {
                %1628 = arith.extsi %115 : i32 to i64
                %1629 = arith.addi %1589, %1628 : i64
                %1630 = arith.muli %1629, %c4_i64 : i64
                %1631 = arith.addi %arg30, %1630 : i64
                %1632 = cute.memref.load(%rmem, %coord_62) : (!memref_rmem_f32_2, !cute.coord<"5">) -> f32
                %1633 = cute.memref.load(%rmem_56, %coord_62) : (!memref_rmem_f32_2, !cute.coord<"5">) -> f32
                %1634 = math.log2 %1633 : f32
                %1635 = arith.addf %1632, %1634 : f32
                %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1635 : (f32) -> f32
                nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1631, %1636 : i64, f32)
              }
            }
            scf.if %1602 {
              scf.if %1515 {
                %1628 = arith.muli %10, %1588 : i64
                %1629 = arith.extsi %116 : i32 to i64
                %1630 = arith.addi %1628, %1629 : i64
                %1631 = arith.muli %1630, %c4_i64 : i64
                %1632 = arith.addi %arg8, %1631 : i64
                %1633 = cute.memref.load(%rmem_56, %coord_63) : (!memref_rmem_f32_2, !cute.coord<"6">) -> f32
                %1634 = math.log2 %1633 : f32
                %1635 = arith.addf %1634, %1568 : f32
                %1636 = arith.mulf %1635, %cst_0 : f32
                %1637 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1636 : (f32) -> f32
                nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1632, %1637 : i64, f32)
              } else {
                %1628 = arith.extsi %116 : i32 to i64
                %1629 = arith.addi %1589, %1628 : i64
                %1630 = arith.muli %1629, %c4_i64 : i64
                %1631 = arith.addi %arg30, %1630 : i64
                %1632 = cute.memref.load(%rmem, %coord_63) : (!memref_rmem_f32_2, !cute.coord<"6">) -> f32
                %1633 = cute.memref.load(%rmem_56, %coord_63) : (!memref_rmem_f32_2, !cute.coord<"6">) -> f32
                %1634 = math.log2 %1633 : f32
                %1635 = arith.addf %1632, %1634 : f32
                %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1635 : (f32) -> f32
                nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1631, %1636 : i64, f32)
              }
            }
            scf.if %1603 {
              scf.if %1515 {
                %1628 = arith.muli %10, %1588 : i64
                %1629 = arith.extsi %117 : i32 to i64
                %1630 = arith.addi %1628, %1629 : i64
                %1631 = arith.muli %1630, %c4_i64 : i64
                %1632 = arith.addi %arg8, %1631 : i64
                %1633 = cute.memref.load(%rmem_56, %coord_64) : (!memref_rmem_f32_2, !cute.coord<"7">) -> f32
                %1634 = math.log2 %1633 : f32
                %1635 = arith.addf %1634, %1577 : f32
                %1636 = arith.mulf %1635, %cst_0 : f32
                %1637 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1636 : (f32) -> f32
                nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1632, %1637 : i64, f32)
              } else {
                %1628 = arith.extsi %117 : i32 to i64
                %1629 = arith.addi %1589, %1628 : i64
                %1630 = arith.muli %1629, %c4_i64 : i64
                %1631 = arith.addi %arg30, %1630 : i64
                %1632 = cute.memref.load(%rmem, %coord_64) : (!memref_rmem_f32_2, !cute.coord<"7">) -> f32
                %1633 = cute.memref.load(%rmem_56, %coord_64) : (!memref_rmem_f32_2, !cute.coord<"7">) -> f32
                %1634 = math.log2 %1633 : f32
                %1635 = arith.addf %1632, %1634 : f32
                %1636 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1635 : (f32) -> f32
                nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1631, %1636 : i64, f32)
              }
            }
          }
          %1627 = arith.cmpi sgt, %arg33, %c1_i32 : i32
          scf.if %1627 {
            nvvm.inline_ptx "fence.acq_rel.gpu;"
            nvvm.barrier id = %c5_i32 number_of_threads = %c256_i32
            %1628 = arith.addi %arg28, %11 : i64
            %1629 = arith.cmpi eq, %96, %c0_i32 : i32
            scf.if %1629 {
              %1633 = nvvm.inline_ptx "atom.acq_rel.gpu.global.add.s32 {$w0}, [{$r0}], {$r1};" ro(%1628, %c1_i32 : i64, i32) -> i32
              nvvm.inline_ptx "st.shared.b32 [{$r0}], {$r1};" ro(%105, %1633 : i32, i32)
            }
            nvvm.barrier id = %c5_i32 number_of_threads = %c256_i32
            %1630 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%105 : i32) -> i32
            %1631 = arith.subi %arg33, %c1_i32 : i32
            %1632 = arith.cmpi eq, %1630, %1631 : i32
            scf.if %1632 {
              nvvm.inline_ptx "fence.acq_rel.gpu;"
              %1633 = arith.muli %96, %c2_i32 : i32
              scf.for %arg34 = %c0_i32 to %arg31 step %c1_i32  : i32 {
                %1634 = scf.for %arg35 = %c0_i32 to %arg33 step %c1_i32 iter_args(%arg36 = %cst_3) -> (f32)  : i32 {
                  %1662 = arith.extsi %arg35 : i32 to i64
                  %1663 = arith.addi %1585, %1662 : i64
                  %1664 = arith.muli %1663, %1588 : i64
                  %1665 = arith.extsi %arg34 : i32 to i64
                  %1666 = arith.addi %1664, %1665 : i64
                  %1667 = arith.muli %1666, %c4_i64 : i64
                  %1668 = arith.addi %arg30, %1667 : i64
                  %1669 = nvvm.inline_ptx "ld.global.cg.f32 {$w0}, [{$r0}];" ro(%1668 : i64) -> f32
                  %1670 = nvvm.fmax %arg36, %1669
                  scf.yield %1670 : f32
                } {loop_annotation = #loop_annotation}
                %1635 = arith.cmpf oeq, %1634, %cst_3 : f32
                %1636 = arith.select %1635, %cst_4, %1634 : f32
                %1637:3 = scf.for %arg35 = %c0_i32 to %arg33 step %c1_i32 iter_args(%arg36 = %cst_4, %arg37 = %cst_4, %arg38 = %cst_4) -> (f32, f32, f32)  : i32 {
                  %1662 = arith.extsi %arg35 : i32 to i64
                  %1663 = arith.addi %1585, %1662 : i64
                  %1664 = arith.muli %1663, %1588 : i64
                  %1665 = arith.extsi %arg34 : i32 to i64
                  %1666 = arith.addi %1664, %1665 : i64
                  %1667 = arith.muli %1666, %c4_i64 : i64
                  %1668 = arith.addi %arg30, %1667 : i64
                  %1669 = nvvm.inline_ptx "ld.global.cg.f32 {$w0}, [{$r0}];" ro(%1668 : i64) -> f32
                  %1670 = arith.subf %1669, %1636 : f32
                  %1671 = math.exp2 %1670 : f32
                  %1672 = arith.addf %arg36, %1671 : f32
                  %1673 = arith.muli %1666, %c512_i64 : i64
                  %1674 = arith.extsi %1633 : i32 to i64
                  %1675 = arith.addi %1673, %1674 : i64
                  %1676 = arith.muli %1675, %c4_i64 : i64
                  %1677 = arith.addi %arg29, %1676 : i64
                  %1678 = nvvm.inline_ptx "ld.global.cg.f32 {$w0}, [{$r0}];" ro(%1677 : i64) -> f32
                  %1679 = arith.mulf %1671, %1678 : f32
                  %1680 = arith.addf %arg37, %1679 : f32
                  %1681 = arith.addi %1677, %c4_i64 : i64
                  %1682 = nvvm.inline_ptx "ld.global.cg.f32 {$w0}, [{$r0}];" ro(%1681 : i64) -> f32
                  %1683 = arith.mulf %1671, %1682 : f32
                  %1684 = arith.addf %arg38, %1683 : f32
                  scf.yield %1672, %1680, %1684 : f32, f32, f32
                } {loop_annotation = #loop_annotation}
                %1638 = arith.extsi %arg34 : i32 to i64
                %1639 = arith.muli %1638, %c4_i64 : i64
                %1640 = arith.addi %arg9, %1639 : i64
                %1641 = nvvm.inline_ptx "ld.global.nc.f32 {$w0}, [{$r0}];" ro(%1640 : i64) -> f32
                %1642 = arith.mulf %1641, %cst_1 : f32
                %1643 = arith.subf %1642, %1636 : f32
                %1644 = math.exp2 %1643 : f32
                %1645 = arith.addf %1637#0, %1644 : f32
                %1646 = arith.cmpf ogt, %1637#0, %cst_4 : f32
                %1647 = arith.divf %cst_2, %1645 : f32
                %1648 = arith.select %1646, %1647, %cst_4 : f32
                %1649 = arith.extsi %arg6 : i32 to i64
                %1650 = arith.muli %10, %1649 : i64
                %1651 = arith.extsi %arg7 : i32 to i64
                %1652 = arith.muli %1638, %1651 : i64
                %1653 = arith.addi %1650, %1652 : i64
                %1654 = arith.extsi %1633 : i32 to i64
                %1655 = arith.addi %1653, %1654 : i64
                %1656 = arith.muli %1655, %c2_i64 : i64
                %1657 = arith.addi %arg5, %1656 : i64
                %1658 = arith.mulf %1637#1, %1648 : f32
                %1659 = arith.mulf %1637#2, %1648 : f32
                %1660 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1658 : (f32) -> f32
                %1661 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1659 : (f32) -> f32
                nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%1657, %1660, %1661 : i64, f32, f32)
                scf.if %1629 {
                  %1662 = arith.muli %10, %1588 : i64
                  %1663 = arith.addi %1662, %1638 : i64
                  %1664 = arith.muli %1663, %c4_i64 : i64
                  %1665 = arith.addi %arg8, %1664 : i64
                  %1666 = math.log2 %1637#0 : f32
                  %1667 = arith.addf %1666, %1636 : f32
                  %1668 = arith.mulf %1667, %cst_0 : f32
                  %1669 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1668 : (f32) -> f32
                  nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1665, %1669 : i64, f32)
                }
              } {loop_annotation = #loop_annotation}
              scf.if %1629 {
                nvvm.inline_ptx "st.global.b32 [{$r0}], {$r1};" ro(%1628, %c0_i32 : i64, i32)
              }
            }
          }
        } else {
          %96 = arith.subi %1, %c128_i32 : i32
          %97 = arith.mulf %arg32, %93 : f32
          %98 = arith.remsi %96, %c128_i32 : i32
          %99 = arith.remsi %98, %c32_i32 : i32
          %100 = arith.floordivsi %98, %c32_i32 : i32
          %iter_25 = cute.recast_iter(%ptr_10) : !cute.ptr<i8, smem, align<512>> to !cute.ptr<f32, smem, align<512>>
          %101 = cute.ptrtoint(%iter_25) : !cute.ptr<f32, smem, align<512>> to i32
          %iter_26 = cute.recast_iter(%ptr_12) : !cute.ptr<i8, smem, align<512>> to !cute.ptr<f32, smem, align<512>>
          %102 = cute.ptrtoint(%iter_26) : !cute.ptr<f32, smem, align<512>> to i32
          %iter_27 = cute.recast_iter(%ptr_6) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<f16, smem, align<1024>>
          %103 = cute.ptrtoint(%iter_27) : !cute.ptr<f16, smem, align<1024>> to i32
          %iter_28 = cute.recast_iter(%ptr_16) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f32, smem, align<16>>
          %104 = cute.ptrtoint(%iter_28) : !cute.ptr<f32, smem, align<16>> to i32
          %iter_29 = cute.recast_iter(%ptr_20) : !cute.ptr<i8, smem, align<32>> to !cute.ptr<i32, smem, align<32>>
          %105 = cute.ptrtoint(%iter_29) : !cute.ptr<i32, smem, align<32>> to i32
          %shape = cute.make_shape() : () -> !cute.shape<"(8,64)">
          %stride = cute.make_stride() : () -> !cute.stride<"(64,1)">
          %lay = cute.make_layout(%shape, %stride) : !cute.layout<"(8,64):(64,1)">
          %int_tuple_30 = cute.make_int_tuple() : () -> !cute.int_tuple<"0">
          %lay_31 = cute.make_composed_layout(%0, %int_tuple_30, %lay) : !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">
          %shape_32 = cute.make_shape() : () -> !cute.shape<"(64,512,2)">
          %int_tuple_33 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,1,2)">
          %tile_to_shape = cute.tile_to_shape(%lay_31, %shape_32, %int_tuple_33) : (!cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">, !cute.shape<"(64,512,2)">, !cute.int_tuple<"(0,1,2)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,8),(1,2)):((64,512),(1,4096),(0,32768))">
          %shape_34 = cute.make_shape() : () -> !cute.shape<"(32,512)">
          %int_tuple_35 = cute.make_int_tuple() : () -> !cute.int_tuple<"(0,1)">
          %tile_to_shape_36 = cute.tile_to_shape(%lay_31, %shape_34, %int_tuple_35) : (!cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">, !cute.shape<"(32,512)">, !cute.int_tuple<"(0,1)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((8,4),(64,8)):((64,512),(1,2048))">
          %shape_37 = cute.make_shape() : () -> !cute.shape<"(32,64,2)">
          %tile_to_shape_38 = cute.tile_to_shape(%lay_31, %shape_37, %int_tuple_33) : (!cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">, !cute.shape<"(32,64,2)">, !cute.int_tuple<"(0,1,2)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((8,4),(64,1),(1,2)):((64,512),(1,0),(0,2048))">
          %106 = cute.composed_get_outer(%tile_to_shape) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,8),(1,2)):((64,512),(1,4096),(0,32768))">) -> !cute.layout<"((8,8),(64,8),(1,2)):((64,512),(1,4096),(0,32768))">
          %iter_39 = cute.recast_iter(%ptr) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
          %view = cute.make_view(%iter_39, %106) : !memref_smem_f16
          %107 = cute.composed_get_outer(%tile_to_shape_36) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,4),(64,8)):((64,512),(1,2048))">) -> !cute.layout<"((8,4),(64,8)):((64,512),(1,2048))">
          %iter_40 = cute.recast_iter(%iter) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
          %view_41 = cute.make_view(%iter_40, %107) : !memref_smem_f16_1
          %108 = cute.composed_get_outer(%tile_to_shape_38) : (!cute.composed_layout<"S<3,4,3> o 0 o ((8,4),(64,1),(1,2)):((64,512),(1,0),(0,2048))">) -> !cute.layout<"((8,4),(64,1),(1,2)):((64,512),(1,0),(0,2048))">
          %iter_42 = cute.recast_iter(%ptr_6) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
          %view_43 = cute.make_view(%iter_42, %108) : !memref_smem_f16_2
          %shape_44 = cute.make_shape() : () -> !cute.shape<"((64,8),(8,8),2)">
          %stride_45 = cute.make_stride() : () -> !cute.stride<"((1,4096),(64,512),32768)">
          %lay_46 = cute.make_layout(%shape_44, %stride_45) : !cute.layout<"((64,8),(8,8),2):((1,4096),(64,512),32768)">
          %iter_47 = cute.recast_iter(%iter_22) : !cute.ptr<f16, smem, align<1024>> to !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
          %view_48 = cute.make_view(%iter_47, %lay_46) : !memref_smem_f16_3
          %coord = cute.make_coord(%98) : (i32) -> !cute.coord<"?">
          %ptn_A = cute.tiled.mma.partition A (%arg0, %view, %coord) : (!mma_f16_f16_f32_64x32x16, !memref_smem_f16, !cute.coord<"?">) -> !memref_smem_f16_4
          %frg_A = cute.mma.make_fragment A (%arg0, %ptn_A) : (!mma_f16_f16_f32_64x32x16, !memref_smem_f16_4) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">
          %ptn_B = cute.tiled.mma.partition B (%arg0, %view_41, %coord) : (!mma_f16_f16_f32_64x32x16, !memref_smem_f16_1, !cute.coord<"?">) -> !memref_smem_f16_5
          %frg_B = cute.mma.make_fragment B (%arg0, %ptn_B) : (!mma_f16_f16_f32_64x32x16, !memref_smem_f16_5) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">
          %ptn_A_49 = cute.tiled.mma.partition A (%arg1, %view_48, %coord) : (!mma_f16_f16_f32_64x32x16_1, !memref_smem_f16_3, !cute.coord<"?">) -> !memref_smem_f16_6
          %frg_A_50 = cute.mma.make_fragment A (%arg1, %ptn_A_49) : (!mma_f16_f16_f32_64x32x16_1, !memref_smem_f16_6) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,8,4,2):(0,512,128,4096)">
          %ptn_B_51 = cute.tiled.mma.partition B (%arg1, %view_43, %coord) : (!mma_f16_f16_f32_64x32x16_1, !memref_smem_f16_2, !cute.coord<"?">) -> !memref_smem_f16_7
          %frg_B_52 = cute.mma.make_fragment B (%arg1, %ptn_B_51) : (!mma_f16_f16_f32_64x32x16_1, !memref_smem_f16_7) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,2)):(0,0,2,(0,256))">
          %shape_53 = cute.make_shape() : () -> !cute.shape<"((2,2,4),1,1)">
          %frg_C = cute.mma.make_fragment C (%arg0, %shape_53) : (!mma_f16_f16_f32_64x32x16, !cute.shape<"((2,2,4),1,1)">) -> !memref_rmem_f32
          %shape_54 = cute.make_shape() : () -> !cute.shape<"((2,2,4),8,1)">
          %frg_C_55 = cute.mma.make_fragment C (%arg1, %shape_54) : (!mma_f16_f16_f32_64x32x16_1, !cute.shape<"((2,2,4),8,1)">) -> !memref_rmem_f32_1
          cute.memref.store_vec(%cst, %frg_C_55) : (vector<128xf32>, !memref_rmem_f32_1) -> ()
          %109 = arith.remsi %99, %c4_i32 : i32
          %110 = arith.muli %109, %c2_i32 : i32
          %111 = arith.addi %110, %c1_i32 : i32
          %112 = arith.addi %110, %c8_i32 : i32
          %113 = arith.addi %110, %c9_i32 : i32
          %114 = arith.addi %110, %c16_i32 : i32
          %115 = arith.addi %110, %c17_i32 : i32
          %116 = arith.addi %110, %c24_i32 : i32
          %117 = arith.addi %110, %c25_i32 : i32
          %rmem = cute.memref.alloca() : !memref_rmem_f32_2
          %rmem_56 = cute.memref.alloca() : !memref_rmem_f32_2
          %coord_57 = cute.make_coord() : () -> !cute.coord<"0">
          cute.memref.store(%rmem, %coord_57, %cst_3) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          cute.memref.store(%rmem_56, %coord_57, %cst_4) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          %coord_58 = cute.make_coord() : () -> !cute.coord<"1">
          cute.memref.store(%rmem, %coord_58, %cst_3) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          cute.memref.store(%rmem_56, %coord_58, %cst_4) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          %coord_59 = cute.make_coord() : () -> !cute.coord<"2">
          cute.memref.store(%rmem, %coord_59, %cst_3) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          cute.memref.store(%rmem_56, %coord_59, %cst_4) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          %coord_60 = cute.make_coord() : () -> !cute.coord<"3">
          cute.memref.store(%rmem, %coord_60, %cst_3) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          cute.memref.store(%rmem_56, %coord_60, %cst_4) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          %coord_61 = cute.make_coord() : () -> !cute.coord<"4">
          cute.memref.store(%rmem, %coord_61, %cst_3) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          cute.memref.store(%rmem_56, %coord_61, %cst_4) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          %coord_62 = cute.make_coord() : () -> !cute.coord<"5">
          cute.memref.store(%rmem, %coord_62, %cst_3) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
          cute.memref.store(%rmem_56, %coord_62, %cst_4) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
          %coord_63 = cute.make_coord() : () -> !cute.coord<"6">
          cute.memref.store(%rmem, %coord_63, %cst_3) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
          cute.memref.store(%rmem_56, %coord_63, %cst_4) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
          %coord_64 = cute.make_coord() : () -> !cute.coord<"7">
          cute.memref.store(%rmem, %coord_64, %cst_3) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
          cute.memref.store(%rmem_56, %coord_64, %cst_4) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
          %118 = arith.addi %29, %c1_i32 : i32
          %119:3 = scf.for %arg34 = %118 to %31 step %c2_i32 iter_args(%arg35 = %arg18, %arg36 = %arg0, %arg37 = %arg1) -> (f32, !mma_f16_f16_f32_64x32x16, !mma_f16_f16_f32_64x32x16_1)  : i32 {
            %1116 = arith.cmpi slt, %arg34, %17 : i32
            %1117 = arith.select %1116, %arg18, %arg27 : f32
            nvvm.barrier id = %c2_i32 number_of_threads = %c256_i32
            %1118 = arith.addi %104, %c4_i32 : i32
            %1119 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1118 : i32) -> f32
            %1120 = arith.mulf %1119, %1117 : f32
            %1121 = arith.mulf %97, %1120 : f32
            nvvm.wgmma.fence.aligned
            %1122 = cute_nvgpu.atom.set_value<accum_c>(%arg36, %false) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_185 = cute.make_coord() : () -> !cute.coord<"(_,_,0,1)">
            %slice = cute.slice(%frg_A, %coord_185) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,0,1)">
            %coord_186 = cute.make_coord() : () -> !cute.coord<"(_,_,0)">
            %slice_187 = cute.slice(%frg_B, %coord_186) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,0)">
            cute.gemm(%1122, %frg_C, %slice, %slice_187, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1123 = cute_nvgpu.atom.set_value<accum_c>(%1122, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_188 = cute.make_coord() : () -> !cute.coord<"(_,_,1,1)">
            %slice_189 = cute.slice(%frg_A, %coord_188) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,1,1)">
            %coord_190 = cute.make_coord() : () -> !cute.coord<"(_,_,1)">
            %slice_191 = cute.slice(%frg_B, %coord_190) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,1)">
            cute.gemm(%1123, %frg_C, %slice_189, %slice_191, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1124 = cute_nvgpu.atom.set_value<accum_c>(%1123, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_192 = cute.make_coord() : () -> !cute.coord<"(_,_,2,1)">
            %slice_193 = cute.slice(%frg_A, %coord_192) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,2,1)">
            %coord_194 = cute.make_coord() : () -> !cute.coord<"(_,_,2)">
            %slice_195 = cute.slice(%frg_B, %coord_194) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,2)">
            cute.gemm(%1124, %frg_C, %slice_193, %slice_195, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1125 = cute_nvgpu.atom.set_value<accum_c>(%1124, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_196 = cute.make_coord() : () -> !cute.coord<"(_,_,3,1)">
            %slice_197 = cute.slice(%frg_A, %coord_196) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,3,1)">
            %coord_198 = cute.make_coord() : () -> !cute.coord<"(_,_,3)">
            %slice_199 = cute.slice(%frg_B, %coord_198) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,3)">
            cute.gemm(%1125, %frg_C, %slice_197, %slice_199, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1126 = cute_nvgpu.atom.set_value<accum_c>(%1125, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_200 = cute.make_coord() : () -> !cute.coord<"(_,_,4,1)">
            %slice_201 = cute.slice(%frg_A, %coord_200) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,4,1)">
            %coord_202 = cute.make_coord() : () -> !cute.coord<"(_,_,4)">
            %slice_203 = cute.slice(%frg_B, %coord_202) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,4)">
            cute.gemm(%1126, %frg_C, %slice_201, %slice_203, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1127 = cute_nvgpu.atom.set_value<accum_c>(%1126, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_204 = cute.make_coord() : () -> !cute.coord<"(_,_,5,1)">
            %slice_205 = cute.slice(%frg_A, %coord_204) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,5,1)">
            %coord_206 = cute.make_coord() : () -> !cute.coord<"(_,_,5)">
            %slice_207 = cute.slice(%frg_B, %coord_206) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,5)">
            cute.gemm(%1127, %frg_C, %slice_205, %slice_207, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1128 = cute_nvgpu.atom.set_value<accum_c>(%1127, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_208 = cute.make_coord() : () -> !cute.coord<"(_,_,6,1)">
            %slice_209 = cute.slice(%frg_A, %coord_208) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,6,1)">
            %coord_210 = cute.make_coord() : () -> !cute.coord<"(_,_,6)">
            %slice_211 = cute.slice(%frg_B, %coord_210) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,6)">
            cute.gemm(%1128, %frg_C, %slice_209, %slice_211, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1129 = cute_nvgpu.atom.set_value<accum_c>(%1128, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_212 = cute.make_coord() : () -> !cute.coord<"(_,_,7,1)">
            %slice_213 = cute.slice(%frg_A, %coord_212) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,7,1)">
            %coord_214 = cute.make_coord() : () -> !cute.coord<"(_,_,7)">
            %slice_215 = cute.slice(%frg_B, %coord_214) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,7)">
            cute.gemm(%1129, %frg_C, %slice_213, %slice_215, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1130 = cute_nvgpu.atom.set_value<accum_c>(%1129, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_216 = cute.make_coord() : () -> !cute.coord<"(_,_,8,1)">
            %slice_217 = cute.slice(%frg_A, %coord_216) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,8,1)">
            %coord_218 = cute.make_coord() : () -> !cute.coord<"(_,_,8)">
            %slice_219 = cute.slice(%frg_B, %coord_218) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,8)">
            cute.gemm(%1130, %frg_C, %slice_217, %slice_219, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1131 = cute_nvgpu.atom.set_value<accum_c>(%1130, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_220 = cute.make_coord() : () -> !cute.coord<"(_,_,9,1)">
            %slice_221 = cute.slice(%frg_A, %coord_220) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,9,1)">
            %coord_222 = cute.make_coord() : () -> !cute.coord<"(_,_,9)">
            %slice_223 = cute.slice(%frg_B, %coord_222) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,9)">
            cute.gemm(%1131, %frg_C, %slice_221, %slice_223, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1132 = cute_nvgpu.atom.set_value<accum_c>(%1131, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_224 = cute.make_coord() : () -> !cute.coord<"(_,_,10,1)">
            %slice_225 = cute.slice(%frg_A, %coord_224) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,10,1)">
            %coord_226 = cute.make_coord() : () -> !cute.coord<"(_,_,10)">
            %slice_227 = cute.slice(%frg_B, %coord_226) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,10)">
            cute.gemm(%1132, %frg_C, %slice_225, %slice_227, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1133 = cute_nvgpu.atom.set_value<accum_c>(%1132, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_228 = cute.make_coord() : () -> !cute.coord<"(_,_,11,1)">
            %slice_229 = cute.slice(%frg_A, %coord_228) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,11,1)">
            %coord_230 = cute.make_coord() : () -> !cute.coord<"(_,_,11)">
            %slice_231 = cute.slice(%frg_B, %coord_230) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,11)">
            cute.gemm(%1133, %frg_C, %slice_229, %slice_231, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1134 = cute_nvgpu.atom.set_value<accum_c>(%1133, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_232 = cute.make_coord() : () -> !cute.coord<"(_,_,12,1)">
            %slice_233 = cute.slice(%frg_A, %coord_232) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,12,1)">
            %coord_234 = cute.make_coord() : () -> !cute.coord<"(_,_,12)">
            %slice_235 = cute.slice(%frg_B, %coord_234) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,12)">
            cute.gemm(%1134, %frg_C, %slice_233, %slice_235, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1135 = cute_nvgpu.atom.set_value<accum_c>(%1134, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_236 = cute.make_coord() : () -> !cute.coord<"(_,_,13,1)">
            %slice_237 = cute.slice(%frg_A, %coord_236) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,13,1)">
            %coord_238 = cute.make_coord() : () -> !cute.coord<"(_,_,13)">
            %slice_239 = cute.slice(%frg_B, %coord_238) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,13)">
            cute.gemm(%1135, %frg_C, %slice_237, %slice_239, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1136 = cute_nvgpu.atom.set_value<accum_c>(%1135, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_240 = cute.make_coord() : () -> !cute.coord<"(_,_,14,1)">
            %slice_241 = cute.slice(%frg_A, %coord_240) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,14,1)">
            %coord_242 = cute.make_coord() : () -> !cute.coord<"(_,_,14)">
            %slice_243 = cute.slice(%frg_B, %coord_242) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,14)">
            cute.gemm(%1136, %frg_C, %slice_241, %slice_243, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1137 = cute_nvgpu.atom.set_value<accum_c>(%1136, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_244 = cute.make_coord() : () -> !cute.coord<"(_,_,15,1)">
            %slice_245 = cute.slice(%frg_A, %coord_244) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,15,1)">
            %coord_246 = cute.make_coord() : () -> !cute.coord<"(_,_,15)">
            %slice_247 = cute.slice(%frg_B, %coord_246) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,15)">
            cute.gemm(%1137, %frg_C, %slice_245, %slice_247, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1138 = cute_nvgpu.atom.set_value<accum_c>(%1137, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_248 = cute.make_coord() : () -> !cute.coord<"(_,_,16,1)">
            %slice_249 = cute.slice(%frg_A, %coord_248) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,16,1)">
            %coord_250 = cute.make_coord() : () -> !cute.coord<"(_,_,16)">
            %slice_251 = cute.slice(%frg_B, %coord_250) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,16)">
            cute.gemm(%1138, %frg_C, %slice_249, %slice_251, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1139 = cute_nvgpu.atom.set_value<accum_c>(%1138, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_252 = cute.make_coord() : () -> !cute.coord<"(_,_,17,1)">
            %slice_253 = cute.slice(%frg_A, %coord_252) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,17,1)">
            %coord_254 = cute.make_coord() : () -> !cute.coord<"(_,_,17)">
            %slice_255 = cute.slice(%frg_B, %coord_254) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,17)">
            cute.gemm(%1139, %frg_C, %slice_253, %slice_255, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1140 = cute_nvgpu.atom.set_value<accum_c>(%1139, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_256 = cute.make_coord() : () -> !cute.coord<"(_,_,18,1)">
            %slice_257 = cute.slice(%frg_A, %coord_256) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,18,1)">
            %coord_258 = cute.make_coord() : () -> !cute.coord<"(_,_,18)">
            %slice_259 = cute.slice(%frg_B, %coord_258) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,18)">
            cute.gemm(%1140, %frg_C, %slice_257, %slice_259, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1141 = cute_nvgpu.atom.set_value<accum_c>(%1140, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_260 = cute.make_coord() : () -> !cute.coord<"(_,_,19,1)">
            %slice_261 = cute.slice(%frg_A, %coord_260) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,19,1)">
            %coord_262 = cute.make_coord() : () -> !cute.coord<"(_,_,19)">
            %slice_263 = cute.slice(%frg_B, %coord_262) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,19)">
            cute.gemm(%1141, %frg_C, %slice_261, %slice_263, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1142 = cute_nvgpu.atom.set_value<accum_c>(%1141, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_264 = cute.make_coord() : () -> !cute.coord<"(_,_,20,1)">
            %slice_265 = cute.slice(%frg_A, %coord_264) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,20,1)">
            %coord_266 = cute.make_coord() : () -> !cute.coord<"(_,_,20)">
            %slice_267 = cute.slice(%frg_B, %coord_266) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,20)">
            cute.gemm(%1142, %frg_C, %slice_265, %slice_267, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1143 = cute_nvgpu.atom.set_value<accum_c>(%1142, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_268 = cute.make_coord() : () -> !cute.coord<"(_,_,21,1)">
            %slice_269 = cute.slice(%frg_A, %coord_268) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,21,1)">
            %coord_270 = cute.make_coord() : () -> !cute.coord<"(_,_,21)">
            %slice_271 = cute.slice(%frg_B, %coord_270) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,21)">
            cute.gemm(%1143, %frg_C, %slice_269, %slice_271, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1144 = cute_nvgpu.atom.set_value<accum_c>(%1143, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_272 = cute.make_coord() : () -> !cute.coord<"(_,_,22,1)">
            %slice_273 = cute.slice(%frg_A, %coord_272) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,22,1)">
            %coord_274 = cute.make_coord() : () -> !cute.coord<"(_,_,22)">
            %slice_275 = cute.slice(%frg_B, %coord_274) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,22)">
            cute.gemm(%1144, %frg_C, %slice_273, %slice_275, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1145 = cute_nvgpu.atom.set_value<accum_c>(%1144, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_276 = cute.make_coord() : () -> !cute.coord<"(_,_,23,1)">
            %slice_277 = cute.slice(%frg_A, %coord_276) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,23,1)">
            %coord_278 = cute.make_coord() : () -> !cute.coord<"(_,_,23)">
            %slice_279 = cute.slice(%frg_B, %coord_278) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,23)">
            cute.gemm(%1145, %frg_C, %slice_277, %slice_279, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1146 = cute_nvgpu.atom.set_value<accum_c>(%1145, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_280 = cute.make_coord() : () -> !cute.coord<"(_,_,24,1)">
            %slice_281 = cute.slice(%frg_A, %coord_280) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,24,1)">
            %coord_282 = cute.make_coord() : () -> !cute.coord<"(_,_,24)">
            %slice_283 = cute.slice(%frg_B, %coord_282) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,24)">
            cute.gemm(%1146, %frg_C, %slice_281, %slice_283, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1147 = cute_nvgpu.atom.set_value<accum_c>(%1146, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_284 = cute.make_coord() : () -> !cute.coord<"(_,_,25,1)">
            %slice_285 = cute.slice(%frg_A, %coord_284) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,25,1)">
            %coord_286 = cute.make_coord() : () -> !cute.coord<"(_,_,25)">
            %slice_287 = cute.slice(%frg_B, %coord_286) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,25)">
            cute.gemm(%1147, %frg_C, %slice_285, %slice_287, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1148 = cute_nvgpu.atom.set_value<accum_c>(%1147, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_288 = cute.make_coord() : () -> !cute.coord<"(_,_,26,1)">
            %slice_289 = cute.slice(%frg_A, %coord_288) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,26,1)">
            %coord_290 = cute.make_coord() : () -> !cute.coord<"(_,_,26)">
            %slice_291 = cute.slice(%frg_B, %coord_290) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,26)">
            cute.gemm(%1148, %frg_C, %slice_289, %slice_291, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1149 = cute_nvgpu.atom.set_value<accum_c>(%1148, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_292 = cute.make_coord() : () -> !cute.coord<"(_,_,27,1)">
            %slice_293 = cute.slice(%frg_A, %coord_292) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,27,1)">
            %coord_294 = cute.make_coord() : () -> !cute.coord<"(_,_,27)">
            %slice_295 = cute.slice(%frg_B, %coord_294) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,27)">
            cute.gemm(%1149, %frg_C, %slice_293, %slice_295, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1150 = cute_nvgpu.atom.set_value<accum_c>(%1149, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_296 = cute.make_coord() : () -> !cute.coord<"(_,_,28,1)">
            %slice_297 = cute.slice(%frg_A, %coord_296) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,28,1)">
            %coord_298 = cute.make_coord() : () -> !cute.coord<"(_,_,28)">
            %slice_299 = cute.slice(%frg_B, %coord_298) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,28)">
            cute.gemm(%1150, %frg_C, %slice_297, %slice_299, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1151 = cute_nvgpu.atom.set_value<accum_c>(%1150, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_300 = cute.make_coord() : () -> !cute.coord<"(_,_,29,1)">
            %slice_301 = cute.slice(%frg_A, %coord_300) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,29,1)">
            %coord_302 = cute.make_coord() : () -> !cute.coord<"(_,_,29)">
            %slice_303 = cute.slice(%frg_B, %coord_302) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,29)">
            cute.gemm(%1151, %frg_C, %slice_301, %slice_303, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1152 = cute_nvgpu.atom.set_value<accum_c>(%1151, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_304 = cute.make_coord() : () -> !cute.coord<"(_,_,30,1)">
            %slice_305 = cute.slice(%frg_A, %coord_304) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,30,1)">
            %coord_306 = cute.make_coord() : () -> !cute.coord<"(_,_,30)">
            %slice_307 = cute.slice(%frg_B, %coord_306) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,30)">
            cute.gemm(%1152, %frg_C, %slice_305, %slice_307, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            %1153 = cute_nvgpu.atom.set_value<accum_c>(%1152, %true) : (!mma_f16_f16_f32_64x32x16, i1)
            %coord_308 = cute.make_coord() : () -> !cute.coord<"(_,_,31,1)">
            %slice_309 = cute.slice(%frg_A, %coord_308) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8),(1,2)):(0,0,(2,512),(0,4096))">, !cute.coord<"(_,_,31,1)">
            %coord_310 = cute.make_coord() : () -> !cute.coord<"(_,_,31)">
            %slice_311 = cute.slice(%frg_B, %coord_310) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,(4,8)):(0,0,(2,256))">, !cute.coord<"(_,_,31)">
            cute.gemm(%1153, %frg_C, %slice_309, %slice_311, %frg_C) : (!mma_f16_f16_f32_64x32x16, !memref_rmem_f32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32)
            nvvm.wgmma.commit.group.sync.aligned
            nvvm.wgmma.wait.group.sync.aligned 0
            %1154 = arith.addi %8, %c256_i32 : i32
            %1155 = arith.floordivsi %99, %c4_i32 : i32
            %1156 = arith.muli %100, %c16_i32 : i32
            %1157 = arith.addi %1155, %1156 : i32
            %1158 = arith.muli %1157, %c4_i32 : i32
            %1159 = arith.addi %1154, %1158 : i32
            %1160 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%1159 : i32) -> i32
            %1161 = arith.cmpi ne, %1160, %c0_i32 : i32
            %1162 = arith.addi %1157, %c8_i32 : i32
            %1163 = arith.muli %1162, %c4_i32 : i32
            %1164 = arith.addi %1154, %1163 : i32
            %1165 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%1164 : i32) -> i32
            %1166 = arith.cmpi ne, %1165, %c0_i32 : i32
            %1167 = cute.memref.load(%frg_C, %coord_57) : (!memref_rmem_f32, !cute.coord<"0">) -> f32
            %1168 = arith.mulf %1167, %1121 : f32
            %1169 = arith.select %1161, %1168, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_57, %1169) : (!memref_rmem_f32, !cute.coord<"0">, f32) -> ()
            %1170 = nvvm.fmax %cst_3, %1169
            %1171 = cute.memref.load(%frg_C, %coord_58) : (!memref_rmem_f32, !cute.coord<"1">) -> f32
            %1172 = arith.mulf %1171, %1121 : f32
            %1173 = arith.select %1161, %1172, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_58, %1173) : (!memref_rmem_f32, !cute.coord<"1">, f32) -> ()
            %1174 = nvvm.fmax %cst_3, %1173
            %1175 = cute.memref.load(%frg_C, %coord_59) : (!memref_rmem_f32, !cute.coord<"2">) -> f32
            %1176 = arith.mulf %1175, %1121 : f32
            %1177 = arith.select %1166, %1176, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_59, %1177) : (!memref_rmem_f32, !cute.coord<"2">, f32) -> ()
            %1178 = nvvm.fmax %1170, %1177
            %1179 = cute.memref.load(%frg_C, %coord_60) : (!memref_rmem_f32, !cute.coord<"3">) -> f32
            %1180 = arith.mulf %1179, %1121 : f32
            %1181 = arith.select %1166, %1180, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_60, %1181) : (!memref_rmem_f32, !cute.coord<"3">, f32) -> ()
            %1182 = nvvm.fmax %1174, %1181
            %1183 = cute.memref.load(%frg_C, %coord_61) : (!memref_rmem_f32, !cute.coord<"4">) -> f32
            %1184 = arith.mulf %1183, %1121 : f32
            %1185 = arith.select %1161, %1184, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_61, %1185) : (!memref_rmem_f32, !cute.coord<"4">, f32) -> ()
            %1186 = nvvm.fmax %cst_3, %1185
            %1187 = cute.memref.load(%frg_C, %coord_62) : (!memref_rmem_f32, !cute.coord<"5">) -> f32
            %1188 = arith.mulf %1187, %1121 : f32
            %1189 = arith.select %1161, %1188, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_62, %1189) : (!memref_rmem_f32, !cute.coord<"5">, f32) -> ()
            %1190 = nvvm.fmax %cst_3, %1189
            %1191 = cute.memref.load(%frg_C, %coord_63) : (!memref_rmem_f32, !cute.coord<"6">) -> f32
            %1192 = arith.mulf %1191, %1121 : f32
            %1193 = arith.select %1166, %1192, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_63, %1193) : (!memref_rmem_f32, !cute.coord<"6">, f32) -> ()
            %1194 = nvvm.fmax %1186, %1193
            %1195 = cute.memref.load(%frg_C, %coord_64) : (!memref_rmem_f32, !cute.coord<"7">) -> f32
            %1196 = arith.mulf %1195, %1121 : f32
            %1197 = arith.select %1166, %1196, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_64, %1197) : (!memref_rmem_f32, !cute.coord<"7">, f32) -> ()
            %1198 = nvvm.fmax %1190, %1197
            %coord_312 = cute.make_coord() : () -> !cute.coord<"8">
            %1199 = cute.memref.load(%frg_C, %coord_312) : (!memref_rmem_f32, !cute.coord<"8">) -> f32
            %1200 = arith.mulf %1199, %1121 : f32
            %1201 = arith.select %1161, %1200, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_312, %1201) : (!memref_rmem_f32, !cute.coord<"8">, f32) -> ()
            %1202 = nvvm.fmax %cst_3, %1201
            %coord_313 = cute.make_coord() : () -> !cute.coord<"9">
            %1203 = cute.memref.load(%frg_C, %coord_313) : (!memref_rmem_f32, !cute.coord<"9">) -> f32
            %1204 = arith.mulf %1203, %1121 : f32
            %1205 = arith.select %1161, %1204, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_313, %1205) : (!memref_rmem_f32, !cute.coord<"9">, f32) -> ()
            %1206 = nvvm.fmax %cst_3, %1205
            %coord_314 = cute.make_coord() : () -> !cute.coord<"10">
            %1207 = cute.memref.load(%frg_C, %coord_314) : (!memref_rmem_f32, !cute.coord<"10">) -> f32
            %1208 = arith.mulf %1207, %1121 : f32
            %1209 = arith.select %1166, %1208, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_314, %1209) : (!memref_rmem_f32, !cute.coord<"10">, f32) -> ()
            %1210 = nvvm.fmax %1202, %1209
            %coord_315 = cute.make_coord() : () -> !cute.coord<"11">
            %1211 = cute.memref.load(%frg_C, %coord_315) : (!memref_rmem_f32, !cute.coord<"11">) -> f32
            %1212 = arith.mulf %1211, %1121 : f32
            %1213 = arith.select %1166, %1212, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_315, %1213) : (!memref_rmem_f32, !cute.coord<"11">, f32) -> ()
            %1214 = nvvm.fmax %1206, %1213
            %coord_316 = cute.make_coord() : () -> !cute.coord<"12">
            %1215 = cute.memref.load(%frg_C, %coord_316) : (!memref_rmem_f32, !cute.coord<"12">) -> f32
            %1216 = arith.mulf %1215, %1121 : f32
            %1217 = arith.select %1161, %1216, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_316, %1217) : (!memref_rmem_f32, !cute.coord<"12">, f32) -> ()
            %1218 = nvvm.fmax %cst_3, %1217
            %coord_317 = cute.make_coord() : () -> !cute.coord<"13">
            %1219 = cute.memref.load(%frg_C, %coord_317) : (!memref_rmem_f32, !cute.coord<"13">) -> f32
            %1220 = arith.mulf %1219, %1121 : f32
            %1221 = arith.select %1161, %1220, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_317, %1221) : (!memref_rmem_f32, !cute.coord<"13">, f32) -> ()
            %1222 = nvvm.fmax %cst_3, %1221
            %coord_318 = cute.make_coord() : () -> !cute.coord<"14">
            %1223 = cute.memref.load(%frg_C, %coord_318) : (!memref_rmem_f32, !cute.coord<"14">) -> f32
            %1224 = arith.mulf %1223, %1121 : f32
            %1225 = arith.select %1166, %1224, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_318, %1225) : (!memref_rmem_f32, !cute.coord<"14">, f32) -> ()
            %1226 = nvvm.fmax %1218, %1225
            %coord_319 = cute.make_coord() : () -> !cute.coord<"15">
            %1227 = cute.memref.load(%frg_C, %coord_319) : (!memref_rmem_f32, !cute.coord<"15">) -> f32
            %1228 = arith.mulf %1227, %1121 : f32
            %1229 = arith.select %1166, %1228, %cst_3 : f32
            cute.memref.store(%frg_C, %coord_319, %1229) : (!memref_rmem_f32, !cute.coord<"15">, f32) -> ()
            %1230 = nvvm.fmax %1222, %1229
            %1231 = nvvm.shfl.sync bfly %c-1_i32, %1178, %c4_i32, %c31_i32 : f32 -> f32
            %1232 = nvvm.fmax %1178, %1231
            %1233 = nvvm.shfl.sync bfly %c-1_i32, %1232, %c8_i32, %c31_i32 : f32 -> f32
            %1234 = nvvm.fmax %1232, %1233
            %1235 = nvvm.shfl.sync bfly %c-1_i32, %1234, %c16_i32, %c31_i32 : f32 -> f32
            %1236 = nvvm.fmax %1234, %1235
            %1237 = nvvm.shfl.sync bfly %c-1_i32, %1182, %c4_i32, %c31_i32 : f32 -> f32
            %1238 = nvvm.fmax %1182, %1237
            %1239 = nvvm.shfl.sync bfly %c-1_i32, %1238, %c8_i32, %c31_i32 : f32 -> f32
            %1240 = nvvm.fmax %1238, %1239
            %1241 = nvvm.shfl.sync bfly %c-1_i32, %1240, %c16_i32, %c31_i32 : f32 -> f32
            %1242 = nvvm.fmax %1240, %1241
            %1243 = nvvm.shfl.sync bfly %c-1_i32, %1194, %c4_i32, %c31_i32 : f32 -> f32
            %1244 = nvvm.fmax %1194, %1243
            %1245 = nvvm.shfl.sync bfly %c-1_i32, %1244, %c8_i32, %c31_i32 : f32 -> f32
            %1246 = nvvm.fmax %1244, %1245
            %1247 = nvvm.shfl.sync bfly %c-1_i32, %1246, %c16_i32, %c31_i32 : f32 -> f32
            %1248 = nvvm.fmax %1246, %1247
            %1249 = nvvm.shfl.sync bfly %c-1_i32, %1198, %c4_i32, %c31_i32 : f32 -> f32
            %1250 = nvvm.fmax %1198, %1249
            %1251 = nvvm.shfl.sync bfly %c-1_i32, %1250, %c8_i32, %c31_i32 : f32 -> f32
            %1252 = nvvm.fmax %1250, %1251
            %1253 = nvvm.shfl.sync bfly %c-1_i32, %1252, %c16_i32, %c31_i32 : f32 -> f32
            %1254 = nvvm.fmax %1252, %1253
            %1255 = nvvm.shfl.sync bfly %c-1_i32, %1210, %c4_i32, %c31_i32 : f32 -> f32
            %1256 = nvvm.fmax %1210, %1255
            %1257 = nvvm.shfl.sync bfly %c-1_i32, %1256, %c8_i32, %c31_i32 : f32 -> f32
            %1258 = nvvm.fmax %1256, %1257
            %1259 = nvvm.shfl.sync bfly %c-1_i32, %1258, %c16_i32, %c31_i32 : f32 -> f32
            %1260 = nvvm.fmax %1258, %1259
            %1261 = nvvm.shfl.sync bfly %c-1_i32, %1214, %c4_i32, %c31_i32 : f32 -> f32
            %1262 = nvvm.fmax %1214, %1261
            %1263 = nvvm.shfl.sync bfly %c-1_i32, %1262, %c8_i32, %c31_i32 : f32 -> f32
            %1264 = nvvm.fmax %1262, %1263
            %1265 = nvvm.shfl.sync bfly %c-1_i32, %1264, %c16_i32, %c31_i32 : f32 -> f32
            %1266 = nvvm.fmax %1264, %1265
            %1267 = nvvm.shfl.sync bfly %c-1_i32, %1226, %c4_i32, %c31_i32 : f32 -> f32
            %1268 = nvvm.fmax %1226, %1267
            %1269 = nvvm.shfl.sync bfly %c-1_i32, %1268, %c8_i32, %c31_i32 : f32 -> f32
            %1270 = nvvm.fmax %1268, %1269
            %1271 = nvvm.shfl.sync bfly %c-1_i32, %1270, %c16_i32, %c31_i32 : f32 -> f32
            %1272 = nvvm.fmax %1270, %1271
            %1273 = nvvm.shfl.sync bfly %c-1_i32, %1230, %c4_i32, %c31_i32 : f32 -> f32
            %1274 = nvvm.fmax %1230, %1273
            %1275 = nvvm.shfl.sync bfly %c-1_i32, %1274, %c8_i32, %c31_i32 : f32 -> f32
            %1276 = nvvm.fmax %1274, %1275
            %1277 = nvvm.shfl.sync bfly %c-1_i32, %1276, %c16_i32, %c31_i32 : f32 -> f32
            %1278 = nvvm.fmax %1276, %1277
            %1279 = arith.addi %101, %c512_i32 : i32
            %1280 = arith.cmpi slt, %99, %c4_i32 : i32
            scf.if %1280 {
              %1959 = arith.muli %100, %c32_i32 : i32
              %1960 = arith.addi %1959, %110 : i32
              %1961 = arith.muli %1960, %c4_i32 : i32
              %1962 = arith.addi %1279, %1961 : i32
              %1963 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1236 : (f32) -> f32
              nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1962, %1963 : i32, f32)
              %1964 = arith.addi %1959, %111 : i32
              %1965 = arith.muli %1964, %c4_i32 : i32
              %1966 = arith.addi %1279, %1965 : i32
              %1967 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1242 : (f32) -> f32
              nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1966, %1967 : i32, f32)
              %1968 = arith.addi %1959, %112 : i32
              %1969 = arith.muli %1968, %c4_i32 : i32
              %1970 = arith.addi %1279, %1969 : i32
              %1971 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1248 : (f32) -> f32
              nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1970, %1971 : i32, f32)
              %1972 = arith.addi %1959, %113 : i32
              %1973 = arith.muli %1972, %c4_i32 : i32
              %1974 = arith.addi %1279, %1973 : i32
              %1975 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1254 : (f32) -> f32
              nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1974, %1975 : i32, f32)
              %1976 = arith.addi %1959, %114 : i32
              %1977 = arith.muli %1976, %c4_i32 : i32
              %1978 = arith.addi %1279, %1977 : i32
              %1979 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1260 : (f32) -> f32
              nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1978, %1979 : i32, f32)
              %1980 = arith.addi %1959, %115 : i32
              %1981 = arith.muli %1980, %c4_i32 : i32
              %1982 = arith.addi %1279, %1981 : i32
              %1983 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1266 : (f32) -> f32
              nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1982, %1983 : i32, f32)
              %1984 = arith.addi %1959, %116 : i32
              %1985 = arith.muli %1984, %c4_i32 : i32
              %1986 = arith.addi %1279, %1985 : i32
              %1987 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1272 : (f32) -> f32
              nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1986, %1987 : i32, f32)
              %1988 = arith.addi %1959, %117 : i32
              %1989 = arith.muli %1988, %c4_i32 : i32
              %1990 = arith.addi %1279, %1989 : i32
              %1991 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1278 : (f32) -> f32
              nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1990, %1991 : i32, f32)
            }
            nvvm.barrier id = %c8_i32 number_of_threads = %c128_i32
            %1281 = cute.memref.load(%rmem, %coord_57) : (!memref_rmem_f32_2, !cute.coord<"0">) -> f32
            %1282 = arith.cmpf oeq, %1281, %cst_3 : f32
            %1283 = arith.muli %109, %c8_i32 : i32
            %1284 = arith.addi %1279, %1283 : i32
            %1285 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1284 : i32) -> f32
            %1286 = nvvm.fmax %1236, %1285
            %1287 = arith.addi %110, %c32_i32 : i32
            %1288 = arith.muli %1287, %c4_i32 : i32
            %1289 = arith.addi %1279, %1288 : i32
            %1290 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1289 : i32) -> f32
            %1291 = nvvm.fmax %1286, %1290
            %1292 = arith.addi %110, %c64_i32 : i32
            %1293 = arith.muli %1292, %c4_i32 : i32
            %1294 = arith.addi %1279, %1293 : i32
            %1295 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1294 : i32) -> f32
            %1296 = nvvm.fmax %1291, %1295
            %1297 = arith.addi %110, %c96_i32 : i32
            %1298 = arith.muli %1297, %c4_i32 : i32
            %1299 = arith.addi %1279, %1298 : i32
            %1300 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1299 : i32) -> f32
            %1301 = nvvm.fmax %1296, %1300
            %1302 = cute.memref.load(%rmem, %coord_57) : (!memref_rmem_f32_2, !cute.coord<"0">) -> f32
            %1303 = nvvm.fmax %1302, %1301
            %1304 = arith.cmpf oeq, %1303, %cst_3 : f32
            %1305 = arith.select %1304, %cst_4, %1303 : f32
            %1306 = cute.memref.load(%rmem, %coord_57) : (!memref_rmem_f32_2, !cute.coord<"0">) -> f32
            %1307 = arith.subf %1306, %1305 : f32
            %1308 = math.exp2 %1307 fastmath<fast> : f32
            cute.memref.store(%rmem, %coord_57, %1303) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
            %1309 = arith.muli %111, %c4_i32 : i32
            %1310 = arith.addi %1279, %1309 : i32
            %1311 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1310 : i32) -> f32
            %1312 = nvvm.fmax %1242, %1311
            %1313 = arith.addi %110, %c33_i32 : i32
            %1314 = arith.muli %1313, %c4_i32 : i32
            %1315 = arith.addi %1279, %1314 : i32
            %1316 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1315 : i32) -> f32
            %1317 = nvvm.fmax %1312, %1316
            %1318 = arith.addi %110, %c65_i32 : i32
            %1319 = arith.muli %1318, %c4_i32 : i32
            %1320 = arith.addi %1279, %1319 : i32
            %1321 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1320 : i32) -> f32
            %1322 = nvvm.fmax %1317, %1321
            %1323 = arith.addi %110, %c97_i32 : i32
            %1324 = arith.muli %1323, %c4_i32 : i32
            %1325 = arith.addi %1279, %1324 : i32
            %1326 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1325 : i32) -> f32
            %1327 = nvvm.fmax %1322, %1326
            %1328 = cute.memref.load(%rmem, %coord_58) : (!memref_rmem_f32_2, !cute.coord<"1">) -> f32
            %1329 = nvvm.fmax %1328, %1327
            %1330 = arith.cmpf oeq, %1329, %cst_3 : f32
            %1331 = arith.select %1330, %cst_4, %1329 : f32
            %1332 = cute.memref.load(%rmem, %coord_58) : (!memref_rmem_f32_2, !cute.coord<"1">) -> f32
            %1333 = arith.subf %1332, %1331 : f32
            %1334 = math.exp2 %1333 fastmath<fast> : f32
            cute.memref.store(%rmem, %coord_58, %1329) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
            %1335 = arith.muli %112, %c4_i32 : i32
            %1336 = arith.addi %1279, %1335 : i32
            %1337 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1336 : i32) -> f32
            %1338 = nvvm.fmax %1248, %1337
            %1339 = arith.addi %110, %c40_i32 : i32
            %1340 = arith.muli %1339, %c4_i32 : i32
            %1341 = arith.addi %1279, %1340 : i32
            %1342 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1341 : i32) -> f32
            %1343 = nvvm.fmax %1338, %1342
            %1344 = arith.addi %110, %c72_i32 : i32
            %1345 = arith.muli %1344, %c4_i32 : i32
            %1346 = arith.addi %1279, %1345 : i32
            %1347 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1346 : i32) -> f32
            %1348 = nvvm.fmax %1343, %1347
            %1349 = arith.addi %110, %c104_i32 : i32
            %1350 = arith.muli %1349, %c4_i32 : i32
            %1351 = arith.addi %1279, %1350 : i32
            %1352 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1351 : i32) -> f32
            %1353 = nvvm.fmax %1348, %1352
            %1354 = cute.memref.load(%rmem, %coord_59) : (!memref_rmem_f32_2, !cute.coord<"2">) -> f32
            %1355 = nvvm.fmax %1354, %1353
            %1356 = arith.cmpf oeq, %1355, %cst_3 : f32
            %1357 = arith.select %1356, %cst_4, %1355 : f32
            %1358 = cute.memref.load(%rmem, %coord_59) : (!memref_rmem_f32_2, !cute.coord<"2">) -> f32
            %1359 = arith.subf %1358, %1357 : f32
            %1360 = math.exp2 %1359 fastmath<fast> : f32
            cute.memref.store(%rmem, %coord_59, %1355) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
            %1361 = arith.muli %113, %c4_i32 : i32
            %1362 = arith.addi %1279, %1361 : i32
            %1363 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1362 : i32) -> f32
            %1364 = nvvm.fmax %1254, %1363
            %1365 = arith.addi %110, %c41_i32 : i32
            %1366 = arith.muli %1365, %c4_i32 : i32
            %1367 = arith.addi %1279, %1366 : i32
            %1368 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1367 : i32) -> f32
            %1369 = nvvm.fmax %1364, %1368
            %1370 = arith.addi %110, %c73_i32 : i32
            %1371 = arith.muli %1370, %c4_i32 : i32
            %1372 = arith.addi %1279, %1371 : i32
            %1373 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1372 : i32) -> f32
            %1374 = nvvm.fmax %1369, %1373
            %1375 = arith.addi %110, %c105_i32 : i32
            %1376 = arith.muli %1375, %c4_i32 : i32
            %1377 = arith.addi %1279, %1376 : i32
            %1378 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1377 : i32) -> f32
            %1379 = nvvm.fmax %1374, %1378
            %1380 = cute.memref.load(%rmem, %coord_60) : (!memref_rmem_f32_2, !cute.coord<"3">) -> f32
            %1381 = nvvm.fmax %1380, %1379
            %1382 = arith.cmpf oeq, %1381, %cst_3 : f32
            %1383 = arith.select %1382, %cst_4, %1381 : f32
            %1384 = cute.memref.load(%rmem, %coord_60) : (!memref_rmem_f32_2, !cute.coord<"3">) -> f32
            %1385 = arith.subf %1384, %1383 : f32
            %1386 = math.exp2 %1385 fastmath<fast> : f32
            cute.memref.store(%rmem, %coord_60, %1381) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
            %1387 = arith.muli %114, %c4_i32 : i32
            %1388 = arith.addi %1279, %1387 : i32
            %1389 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1388 : i32) -> f32
            %1390 = nvvm.fmax %1260, %1389
            %1391 = arith.addi %110, %c48_i32 : i32
            %1392 = arith.muli %1391, %c4_i32 : i32
            %1393 = arith.addi %1279, %1392 : i32
            %1394 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1393 : i32) -> f32
            %1395 = nvvm.fmax %1390, %1394
            %1396 = arith.addi %110, %c80_i32 : i32
            %1397 = arith.muli %1396, %c4_i32 : i32
            %1398 = arith.addi %1279, %1397 : i32
            %1399 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1398 : i32) -> f32
            %1400 = nvvm.fmax %1395, %1399
            %1401 = arith.addi %110, %c112_i32 : i32
            %1402 = arith.muli %1401, %c4_i32 : i32
            %1403 = arith.addi %1279, %1402 : i32
            %1404 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1403 : i32) -> f32
            %1405 = nvvm.fmax %1400, %1404
            %1406 = cute.memref.load(%rmem, %coord_61) : (!memref_rmem_f32_2, !cute.coord<"4">) -> f32
            %1407 = nvvm.fmax %1406, %1405
            %1408 = arith.cmpf oeq, %1407, %cst_3 : f32
            %1409 = arith.select %1408, %cst_4, %1407 : f32
            %1410 = cute.memref.load(%rmem, %coord_61) : (!memref_rmem_f32_2, !cute.coord<"4">) -> f32
            %1411 = arith.subf %1410, %1409 : f32
            %1412 = math.exp2 %1411 fastmath<fast> : f32
            cute.memref.store(%rmem, %coord_61, %1407) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
            %1413 = arith.muli %115, %c4_i32 : i32
            %1414 = arith.addi %1279, %1413 : i32
            %1415 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1414 : i32) -> f32
            %1416 = nvvm.fmax %1266, %1415
            %1417 = arith.addi %110, %c49_i32 : i32
            %1418 = arith.muli %1417, %c4_i32 : i32
            %1419 = arith.addi %1279, %1418 : i32
            %1420 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1419 : i32) -> f32
            %1421 = nvvm.fmax %1416, %1420
            %1422 = arith.addi %110, %c81_i32 : i32
            %1423 = arith.muli %1422, %c4_i32 : i32
            %1424 = arith.addi %1279, %1423 : i32
            %1425 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1424 : i32) -> f32
            %1426 = nvvm.fmax %1421, %1425
            %1427 = arith.addi %110, %c113_i32 : i32
            %1428 = arith.muli %1427, %c4_i32 : i32
            %1429 = arith.addi %1279, %1428 : i32
            %1430 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1429 : i32) -> f32
            %1431 = nvvm.fmax %1426, %1430
            %1432 = cute.memref.load(%rmem, %coord_62) : (!memref_rmem_f32_2, !cute.coord<"5">) -> f32
            %1433 = nvvm.fmax %1432, %1431
            %1434 = arith.cmpf oeq, %1433, %cst_3 : f32
            %1435 = arith.select %1434, %cst_4, %1433 : f32
            %1436 = cute.memref.load(%rmem, %coord_62) : (!memref_rmem_f32_2, !cute.coord<"5">) -> f32
            %1437 = arith.subf %1436, %1435 : f32
            %1438 = math.exp2 %1437 fastmath<fast> : f32
            cute.memref.store(%rmem, %coord_62, %1433) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
            %1439 = arith.muli %116, %c4_i32 : i32
            %1440 = arith.addi %1279, %1439 : i32
            %1441 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1440 : i32) -> f32
            %1442 = nvvm.fmax %1272, %1441
            %1443 = arith.addi %110, %c56_i32 : i32
            %1444 = arith.muli %1443, %c4_i32 : i32
            %1445 = arith.addi %1279, %1444 : i32
            %1446 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1445 : i32) -> f32
            %1447 = nvvm.fmax %1442, %1446
            %1448 = arith.addi %110, %c88_i32 : i32
            %1449 = arith.muli %1448, %c4_i32 : i32
            %1450 = arith.addi %1279, %1449 : i32
            %1451 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1450 : i32) -> f32
            %1452 = nvvm.fmax %1447, %1451
            %1453 = arith.addi %110, %c120_i32 : i32
            %1454 = arith.muli %1453, %c4_i32 : i32
            %1455 = arith.addi %1279, %1454 : i32
            %1456 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1455 : i32) -> f32
            %1457 = nvvm.fmax %1452, %1456
            %1458 = cute.memref.load(%rmem, %coord_63) : (!memref_rmem_f32_2, !cute.coord<"6">) -> f32
            %1459 = nvvm.fmax %1458, %1457
            %1460 = arith.cmpf oeq, %1459, %cst_3 : f32
            %1461 = arith.select %1460, %cst_4, %1459 : f32
            %1462 = cute.memref.load(%rmem, %coord_63) : (!memref_rmem_f32_2, !cute.coord<"6">) -> f32
            %1463 = arith.subf %1462, %1461 : f32
            %1464 = math.exp2 %1463 fastmath<fast> : f32
            cute.memref.store(%rmem, %coord_63, %1459) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
            %1465 = arith.muli %117, %c4_i32 : i32
            %1466 = arith.addi %1279, %1465 : i32
            %1467 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1466 : i32) -> f32
            %1468 = nvvm.fmax %1278, %1467
            %1469 = arith.addi %110, %c57_i32 : i32
            %1470 = arith.muli %1469, %c4_i32 : i32
            %1471 = arith.addi %1279, %1470 : i32
            %1472 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1471 : i32) -> f32
            %1473 = nvvm.fmax %1468, %1472
            %1474 = arith.addi %110, %c89_i32 : i32
            %1475 = arith.muli %1474, %c4_i32 : i32
            %1476 = arith.addi %1279, %1475 : i32
            %1477 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1476 : i32) -> f32
            %1478 = nvvm.fmax %1473, %1477
            %1479 = arith.addi %110, %c121_i32 : i32
            %1480 = arith.muli %1479, %c4_i32 : i32
            %1481 = arith.addi %1279, %1480 : i32
            %1482 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%1481 : i32) -> f32
            %1483 = nvvm.fmax %1478, %1482
            %1484 = cute.memref.load(%rmem, %coord_64) : (!memref_rmem_f32_2, !cute.coord<"7">) -> f32
            %1485 = nvvm.fmax %1484, %1483
            %1486 = arith.cmpf oeq, %1485, %cst_3 : f32
            %1487 = arith.select %1486, %cst_4, %1485 : f32
            %1488 = cute.memref.load(%rmem, %coord_64) : (!memref_rmem_f32_2, !cute.coord<"7">) -> f32
            %1489 = arith.subf %1488, %1487 : f32
            %1490 = math.exp2 %1489 fastmath<fast> : f32
            cute.memref.store(%rmem, %coord_64, %1485) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
            %1491 = arith.cmpf oeq, %1301, %cst_3 : f32
            %1492 = arith.select %1491, %arg35, %1120 : f32
            %1493 = arith.divf %arg35, %1492 : f32
            %1494 = arith.select %1282, %cst_2, %1493 : f32
            %1495 = arith.addi %103, %c4096_i32 : i32
            %1496 = cute.memref.load(%frg_C, %coord_57) : (!memref_rmem_f32, !cute.coord<"0">) -> f32
            %1497 = arith.subf %1496, %1305 : f32
            %1498 = math.exp2 %1497 fastmath<fast> : f32
            %1499 = arith.addf %1498, %cst_4 : f32
            %1500 = arith.muli %109, %c256_i32 : i32
            %1501 = arith.addi %1495, %1500 : i32
            %1502 = arith.floordivsi %1157, %c8_i32 : i32
            %1503 = arith.remsi %110, %c8_i32 : i32
            %1504 = arith.xori %1502, %1503 : i32
            %1505 = arith.muli %1504, %c16_i32 : i32
            %1506 = arith.addi %1501, %1505 : i32
            %1507 = arith.remsi %1157, %c8_i32 : i32
            %1508 = arith.muli %1507, %c2_i32 : i32
            %1509 = arith.addi %1506, %1508 : i32
            %1510 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1498 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.f16.f32 t, {$r1}; st.shared.b16 [{$r0}], t; }" ro(%1509, %1510 : i32, f32)
            %1511 = cute.memref.load(%frg_C, %coord_58) : (!memref_rmem_f32, !cute.coord<"1">) -> f32
            %1512 = arith.subf %1511, %1331 : f32
            %1513 = math.exp2 %1512 fastmath<fast> : f32
            %1514 = arith.addf %1513, %cst_4 : f32
            %1515 = arith.muli %111, %c128_i32 : i32
            %1516 = arith.addi %1495, %1515 : i32
            %1517 = arith.remsi %111, %c8_i32 : i32
            %1518 = arith.xori %1502, %1517 : i32
            %1519 = arith.muli %1518, %c16_i32 : i32
            %1520 = arith.addi %1516, %1519 : i32
            %1521 = arith.addi %1520, %1508 : i32
            %1522 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1513 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.f16.f32 t, {$r1}; st.shared.b16 [{$r0}], t; }" ro(%1521, %1522 : i32, f32)
            %1523 = cute.memref.load(%frg_C, %coord_59) : (!memref_rmem_f32, !cute.coord<"2">) -> f32
            %1524 = arith.subf %1523, %1305 : f32
            %1525 = math.exp2 %1524 fastmath<fast> : f32
            %1526 = arith.addf %1499, %1525 : f32
            %1527 = arith.floordivsi %1162, %c8_i32 : i32
            %1528 = arith.xori %1527, %1503 : i32
            %1529 = arith.muli %1528, %c16_i32 : i32
            %1530 = arith.addi %1501, %1529 : i32
            %1531 = arith.remsi %1162, %c8_i32 : i32
            %1532 = arith.muli %1531, %c2_i32 : i32
            %1533 = arith.addi %1530, %1532 : i32
            %1534 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1525 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.f16.f32 t, {$r1}; st.shared.b16 [{$r0}], t; }" ro(%1533, %1534 : i32, f32)
            %1535 = cute.memref.load(%frg_C, %coord_60) : (!memref_rmem_f32, !cute.coord<"3">) -> f32
            %1536 = arith.subf %1535, %1331 : f32
            %1537 = math.exp2 %1536 fastmath<fast> : f32
            %1538 = arith.addf %1514, %1537 : f32
            %1539 = arith.xori %1527, %1517 : i32
            %1540 = arith.muli %1539, %c16_i32 : i32
            %1541 = arith.addi %1516, %1540 : i32
            %1542 = arith.addi %1541, %1532 : i32
            %1543 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1537 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.f16.f32 t, {$r1}; st.shared.b16 [{$r0}], t; }" ro(%1542, %1543 : i32, f32)
            %1544 = cute.memref.load(%frg_C, %coord_61) : (!memref_rmem_f32, !cute.coord<"4">) -> f32
            %1545 = arith.subf %1544, %1357 : f32
            %1546 = math.exp2 %1545 fastmath<fast> : f32
            %1547 = arith.addf %1546, %cst_4 : f32
            %1548 = arith.muli %112, %c128_i32 : i32
            %1549 = arith.addi %1495, %1548 : i32
            %1550 = arith.remsi %112, %c8_i32 : i32
            %1551 = arith.xori %1502, %1550 : i32
            %1552 = arith.muli %1551, %c16_i32 : i32
            %1553 = arith.addi %1549, %1552 : i32
            %1554 = arith.addi %1553, %1508 : i32
            %1555 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1546 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.f16.f32 t, {$r1}; st.shared.b16 [{$r0}], t; }" ro(%1554, %1555 : i32, f32)
            %1556 = cute.memref.load(%frg_C, %coord_62) : (!memref_rmem_f32, !cute.coord<"5">) -> f32
            %1557 = arith.subf %1556, %1383 : f32
            %1558 = math.exp2 %1557 fastmath<fast> : f32
            %1559 = arith.addf %1558, %cst_4 : f32
            %1560 = arith.muli %113, %c128_i32 : i32
            %1561 = arith.addi %1495, %1560 : i32
            %1562 = arith.remsi %113, %c8_i32 : i32
            %1563 = arith.xori %1502, %1562 : i32
            %1564 = arith.muli %1563, %c16_i32 : i32
            %1565 = arith.addi %1561, %1564 : i32
            %1566 = arith.addi %1565, %1508 : i32
            %1567 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1558 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.f16.f32 t, {$r1}; st.shared.b16 [{$r0}], t; }" ro(%1566, %1567 : i32, f32)
            %1568 = cute.memref.load(%frg_C, %coord_63) : (!memref_rmem_f32, !cute.coord<"6">) -> f32
            %1569 = arith.subf %1568, %1357 : f32
            %1570 = math.exp2 %1569 fastmath<fast> : f32
            %1571 = arith.addf %1547, %1570 : f32
            %1572 = arith.xori %1527, %1550 : i32
            %1573 = arith.muli %1572, %c16_i32 : i32
            %1574 = arith.addi %1549, %1573 : i32
            %1575 = arith.addi %1574, %1532 : i32
            %1576 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1570 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.f16.f32 t, {$r1}; st.shared.b16 [{$r0}], t; }" ro(%1575, %1576 : i32, f32)
            %1577 = cute.memref.load(%frg_C, %coord_64) : (!memref_rmem_f32, !cute.coord<"7">) -> f32
            %1578 = arith.subf %1577, %1383 : f32
            %1579 = math.exp2 %1578 fastmath<fast> : f32
            %1580 = arith.addf %1559, %1579 : f32
            %1581 = arith.xori %1527, %1562 : i32
            %1582 = arith.muli %1581, %c16_i32 : i32
            %1583 = arith.addi %1561, %1582 : i32
            %1584 = arith.addi %1583, %1532 : i32
            %1585 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1579 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.f16.f32 t, {$r1}; st.shared.b16 [{$r0}], t; }" ro(%1584, %1585 : i32, f32)
            %1586 = cute.memref.load(%frg_C, %coord_312) : (!memref_rmem_f32, !cute.coord<"8">) -> f32
            %1587 = arith.subf %1586, %1409 : f32
            %1588 = math.exp2 %1587 fastmath<fast> : f32
            %1589 = arith.addf %1588, %cst_4 : f32
            %1590 = arith.muli %114, %c128_i32 : i32
            %1591 = arith.addi %1495, %1590 : i32
            %1592 = arith.remsi %114, %c8_i32 : i32
            %1593 = arith.xori %1502, %1592 : i32
            %1594 = arith.muli %1593, %c16_i32 : i32
            %1595 = arith.addi %1591, %1594 : i32
            %1596 = arith.addi %1595, %1508 : i32
            %1597 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1588 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.f16.f32 t, {$r1}; st.shared.b16 [{$r0}], t; }" ro(%1596, %1597 : i32, f32)
            %1598 = cute.memref.load(%frg_C, %coord_313) : (!memref_rmem_f32, !cute.coord<"9">) -> f32
            %1599 = arith.subf %1598, %1435 : f32
            %1600 = math.exp2 %1599 fastmath<fast> : f32
            %1601 = arith.addf %1600, %cst_4 : f32
            %1602 = arith.muli %115, %c128_i32 : i32
            %1603 = arith.addi %1495, %1602 : i32
            %1604 = arith.remsi %115, %c8_i32 : i32
            %1605 = arith.xori %1502, %1604 : i32
            %1606 = arith.muli %1605, %c16_i32 : i32
            %1607 = arith.addi %1603, %1606 : i32
            %1608 = arith.addi %1607, %1508 : i32
            %1609 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1600 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.f16.f32 t, {$r1}; st.shared.b16 [{$r0}], t; }" ro(%1608, %1609 : i32, f32)
            %1610 = cute.memref.load(%frg_C, %coord_314) : (!memref_rmem_f32, !cute.coord<"10">) -> f32
            %1611 = arith.subf %1610, %1409 : f32
            %1612 = math.exp2 %1611 fastmath<fast> : f32
            %1613 = arith.addf %1589, %1612 : f32
            %1614 = arith.xori %1527, %1592 : i32
            %1615 = arith.muli %1614, %c16_i32 : i32
            %1616 = arith.addi %1591, %1615 : i32
            %1617 = arith.addi %1616, %1532 : i32
            %1618 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1612 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.f16.f32 t, {$r1}; st.shared.b16 [{$r0}], t; }" ro(%1617, %1618 : i32, f32)
            %1619 = cute.memref.load(%frg_C, %coord_315) : (!memref_rmem_f32, !cute.coord<"11">) -> f32
            %1620 = arith.subf %1619, %1435 : f32
            %1621 = math.exp2 %1620 fastmath<fast> : f32
            %1622 = arith.addf %1601, %1621 : f32
            %1623 = arith.xori %1527, %1604 : i32
            %1624 = arith.muli %1623, %c16_i32 : i32
            %1625 = arith.addi %1603, %1624 : i32
            %1626 = arith.addi %1625, %1532 : i32
            %1627 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1621 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.f16.f32 t, {$r1}; st.shared.b16 [{$r0}], t; }" ro(%1626, %1627 : i32, f32)
            %1628 = cute.memref.load(%frg_C, %coord_316) : (!memref_rmem_f32, !cute.coord<"12">) -> f32
            %1629 = arith.subf %1628, %1461 : f32
            %1630 = math.exp2 %1629 fastmath<fast> : f32
            %1631 = arith.addf %1630, %cst_4 : f32
            %1632 = arith.muli %116, %c128_i32 : i32
            %1633 = arith.addi %1495, %1632 : i32
            %1634 = arith.remsi %116, %c8_i32 : i32
            %1635 = arith.xori %1502, %1634 : i32
            %1636 = arith.muli %1635, %c16_i32 : i32
            %1637 = arith.addi %1633, %1636 : i32
            %1638 = arith.addi %1637, %1508 : i32
            %1639 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1630 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.f16.f32 t, {$r1}; st.shared.b16 [{$r0}], t; }" ro(%1638, %1639 : i32, f32)
            %1640 = cute.memref.load(%frg_C, %coord_317) : (!memref_rmem_f32, !cute.coord<"13">) -> f32
            %1641 = arith.subf %1640, %1487 : f32
            %1642 = math.exp2 %1641 fastmath<fast> : f32
            %1643 = arith.addf %1642, %cst_4 : f32
            %1644 = arith.muli %117, %c128_i32 : i32
            %1645 = arith.addi %1495, %1644 : i32
            %1646 = arith.remsi %117, %c8_i32 : i32
            %1647 = arith.xori %1502, %1646 : i32
            %1648 = arith.muli %1647, %c16_i32 : i32
            %1649 = arith.addi %1645, %1648 : i32
            %1650 = arith.addi %1649, %1508 : i32
            %1651 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1642 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.f16.f32 t, {$r1}; st.shared.b16 [{$r0}], t; }" ro(%1650, %1651 : i32, f32)
            %1652 = cute.memref.load(%frg_C, %coord_318) : (!memref_rmem_f32, !cute.coord<"14">) -> f32
            %1653 = arith.subf %1652, %1461 : f32
            %1654 = math.exp2 %1653 fastmath<fast> : f32
            %1655 = arith.addf %1631, %1654 : f32
            %1656 = arith.xori %1527, %1634 : i32
            %1657 = arith.muli %1656, %c16_i32 : i32
            %1658 = arith.addi %1633, %1657 : i32
            %1659 = arith.addi %1658, %1532 : i32
            %1660 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1654 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.f16.f32 t, {$r1}; st.shared.b16 [{$r0}], t; }" ro(%1659, %1660 : i32, f32)
            %1661 = cute.memref.load(%frg_C, %coord_319) : (!memref_rmem_f32, !cute.coord<"15">) -> f32
            %1662 = arith.subf %1661, %1487 : f32
            %1663 = math.exp2 %1662 fastmath<fast> : f32
            %1664 = arith.addf %1643, %1663 : f32
            %1665 = arith.xori %1527, %1646 : i32
            %1666 = arith.muli %1665, %c16_i32 : i32
            %1667 = arith.addi %1645, %1666 : i32
            %1668 = arith.addi %1667, %1532 : i32
            %1669 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1663 : (f32) -> f32
            nvvm.inline_ptx "{ .reg .b16 t; cvt.rn.f16.f32 t, {$r1}; st.shared.b16 [{$r0}], t; }" ro(%1668, %1669 : i32, f32)
            %1670 = cute.memref.load(%rmem_56, %coord_57) : (!memref_rmem_f32_2, !cute.coord<"0">) -> f32
            %1671 = arith.mulf %1670, %1308 : f32
            %1672 = arith.addf %1671, %1526 : f32
            cute.memref.store(%rmem_56, %coord_57, %1672) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
            %1673 = cute.memref.load(%rmem_56, %coord_58) : (!memref_rmem_f32_2, !cute.coord<"1">) -> f32
            %1674 = arith.mulf %1673, %1334 : f32
            %1675 = arith.addf %1674, %1538 : f32
            cute.memref.store(%rmem_56, %coord_58, %1675) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
            %1676 = cute.memref.load(%rmem_56, %coord_59) : (!memref_rmem_f32_2, !cute.coord<"2">) -> f32
            %1677 = arith.mulf %1676, %1360 : f32
            %1678 = arith.addf %1677, %1571 : f32
            cute.memref.store(%rmem_56, %coord_59, %1678) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
            %1679 = cute.memref.load(%rmem_56, %coord_60) : (!memref_rmem_f32_2, !cute.coord<"3">) -> f32
            %1680 = arith.mulf %1679, %1386 : f32
            %1681 = arith.addf %1680, %1580 : f32
            cute.memref.store(%rmem_56, %coord_60, %1681) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
            %1682 = cute.memref.load(%rmem_56, %coord_61) : (!memref_rmem_f32_2, !cute.coord<"4">) -> f32
            %1683 = arith.mulf %1682, %1412 : f32
            %1684 = arith.addf %1683, %1613 : f32
            cute.memref.store(%rmem_56, %coord_61, %1684) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
            %1685 = cute.memref.load(%rmem_56, %coord_62) : (!memref_rmem_f32_2, !cute.coord<"5">) -> f32
            %1686 = arith.mulf %1685, %1438 : f32
            %1687 = arith.addf %1686, %1622 : f32
            cute.memref.store(%rmem_56, %coord_62, %1687) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
            %1688 = cute.memref.load(%rmem_56, %coord_63) : (!memref_rmem_f32_2, !cute.coord<"6">) -> f32
            %1689 = arith.mulf %1688, %1464 : f32
            %1690 = arith.addf %1689, %1655 : f32
            cute.memref.store(%rmem_56, %coord_63, %1690) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
            %1691 = cute.memref.load(%rmem_56, %coord_64) : (!memref_rmem_f32_2, !cute.coord<"7">) -> f32
            %1692 = arith.mulf %1691, %1490 : f32
            %1693 = arith.addf %1692, %1664 : f32
            cute.memref.store(%rmem_56, %coord_64, %1693) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
            %1694 = cute.memref.load(%frg_C_55, %coord_57) : (!memref_rmem_f32_1, !cute.coord<"0">) -> f32
            %1695 = arith.mulf %1308, %1494 : f32
            %1696 = arith.mulf %1694, %1695 : f32
            cute.memref.store(%frg_C_55, %coord_57, %1696) : (!memref_rmem_f32_1, !cute.coord<"0">, f32) -> ()
            %1697 = cute.memref.load(%frg_C_55, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"1">) -> f32
            %1698 = arith.mulf %1334, %1494 : f32
            %1699 = arith.mulf %1697, %1698 : f32
            cute.memref.store(%frg_C_55, %coord_58, %1699) : (!memref_rmem_f32_1, !cute.coord<"1">, f32) -> ()
            %1700 = cute.memref.load(%frg_C_55, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"2">) -> f32
            %1701 = arith.mulf %1700, %1695 : f32
            cute.memref.store(%frg_C_55, %coord_59, %1701) : (!memref_rmem_f32_1, !cute.coord<"2">, f32) -> ()
            %1702 = cute.memref.load(%frg_C_55, %coord_60) : (!memref_rmem_f32_1, !cute.coord<"3">) -> f32
            %1703 = arith.mulf %1702, %1698 : f32
            cute.memref.store(%frg_C_55, %coord_60, %1703) : (!memref_rmem_f32_1, !cute.coord<"3">, f32) -> ()
            %1704 = cute.memref.load(%frg_C_55, %coord_61) : (!memref_rmem_f32_1, !cute.coord<"4">) -> f32
            %1705 = arith.mulf %1360, %1494 : f32
            %1706 = arith.mulf %1704, %1705 : f32
            cute.memref.store(%frg_C_55, %coord_61, %1706) : (!memref_rmem_f32_1, !cute.coord<"4">, f32) -> ()
            %1707 = cute.memref.load(%frg_C_55, %coord_62) : (!memref_rmem_f32_1, !cute.coord<"5">) -> f32
            %1708 = arith.mulf %1386, %1494 : f32
            %1709 = arith.mulf %1707, %1708 : f32
            cute.memref.store(%frg_C_55, %coord_62, %1709) : (!memref_rmem_f32_1, !cute.coord<"5">, f32) -> ()
            %1710 = cute.memref.load(%frg_C_55, %coord_63) : (!memref_rmem_f32_1, !cute.coord<"6">) -> f32
            %1711 = arith.mulf %1710, %1705 : f32
            cute.memref.store(%frg_C_55, %coord_63, %1711) : (!memref_rmem_f32_1, !cute.coord<"6">, f32) -> ()
            %1712 = cute.memref.load(%frg_C_55, %coord_64) : (!memref_rmem_f32_1, !cute.coord<"7">) -> f32
            %1713 = arith.mulf %1712, %1708 : f32
            cute.memref.store(%frg_C_55, %coord_64, %1713) : (!memref_rmem_f32_1, !cute.coord<"7">, f32) -> ()
            %1714 = cute.memref.load(%frg_C_55, %coord_312) : (!memref_rmem_f32_1, !cute.coord<"8">) -> f32
            %1715 = arith.mulf %1412, %1494 : f32
            %1716 = arith.mulf %1714, %1715 : f32
            cute.memref.store(%frg_C_55, %coord_312, %1716) : (!memref_rmem_f32_1, !cute.coord<"8">, f32) -> ()
            %1717 = cute.memref.load(%frg_C_55, %coord_313) : (!memref_rmem_f32_1, !cute.coord<"9">) -> f32
            %1718 = arith.mulf %1438, %1494 : f32
            %1719 = arith.mulf %1717, %1718 : f32
            cute.memref.store(%frg_C_55, %coord_313, %1719) : (!memref_rmem_f32_1, !cute.coord<"9">, f32) -> ()
            %1720 = cute.memref.load(%frg_C_55, %coord_314) : (!memref_rmem_f32_1, !cute.coord<"10">) -> f32
            %1721 = arith.mulf %1720, %1715 : f32
            cute.memref.store(%frg_C_55, %coord_314, %1721) : (!memref_rmem_f32_1, !cute.coord<"10">, f32) -> ()
            %1722 = cute.memref.load(%frg_C_55, %coord_315) : (!memref_rmem_f32_1, !cute.coord<"11">) -> f32
            %1723 = arith.mulf %1722, %1718 : f32
            cute.memref.store(%frg_C_55, %coord_315, %1723) : (!memref_rmem_f32_1, !cute.coord<"11">, f32) -> ()
            %1724 = cute.memref.load(%frg_C_55, %coord_316) : (!memref_rmem_f32_1, !cute.coord<"12">) -> f32
            %1725 = arith.mulf %1464, %1494 : f32
            %1726 = arith.mulf %1724, %1725 : f32
            cute.memref.store(%frg_C_55, %coord_316, %1726) : (!memref_rmem_f32_1, !cute.coord<"12">, f32) -> ()
            %1727 = cute.memref.load(%frg_C_55, %coord_317) : (!memref_rmem_f32_1, !cute.coord<"13">) -> f32
            %1728 = arith.mulf %1490, %1494 : f32
            %1729 = arith.mulf %1727, %1728 : f32
            cute.memref.store(%frg_C_55, %coord_317, %1729) : (!memref_rmem_f32_1, !cute.coord<"13">, f32) -> ()
            %1730 = cute.memref.load(%frg_C_55, %coord_318) : (!memref_rmem_f32_1, !cute.coord<"14">) -> f32
            %1731 = arith.mulf %1730, %1725 : f32
            cute.memref.store(%frg_C_55, %coord_318, %1731) : (!memref_rmem_f32_1, !cute.coord<"14">, f32) -> ()
            %1732 = cute.memref.load(%frg_C_55, %coord_319) : (!memref_rmem_f32_1, !cute.coord<"15">) -> f32
            %1733 = arith.mulf %1732, %1728 : f32
            cute.memref.store(%frg_C_55, %coord_319, %1733) : (!memref_rmem_f32_1, !cute.coord<"15">, f32) -> ()
            %coord_320 = cute.make_coord() : () -> !cute.coord<"16">
            %1734 = cute.memref.load(%frg_C_55, %coord_320) : (!memref_rmem_f32_1, !cute.coord<"16">) -> f32
            %1735 = arith.mulf %1734, %1695 : f32
            cute.memref.store(%frg_C_55, %coord_320, %1735) : (!memref_rmem_f32_1, !cute.coord<"16">, f32) -> ()
            %coord_321 = cute.make_coord() : () -> !cute.coord<"17">
            %1736 = cute.memref.load(%frg_C_55, %coord_321) : (!memref_rmem_f32_1, !cute.coord<"17">) -> f32
            %1737 = arith.mulf %1736, %1698 : f32
            cute.memref.store(%frg_C_55, %coord_321, %1737) : (!memref_rmem_f32_1, !cute.coord<"17">, f32) -> ()
            %coord_322 = cute.make_coord() : () -> !cute.coord<"18">
            %1738 = cute.memref.load(%frg_C_55, %coord_322) : (!memref_rmem_f32_1, !cute.coord<"18">) -> f32
            %1739 = arith.mulf %1738, %1695 : f32
            cute.memref.store(%frg_C_55, %coord_322, %1739) : (!memref_rmem_f32_1, !cute.coord<"18">, f32) -> ()
            %coord_323 = cute.make_coord() : () -> !cute.coord<"19">
            %1740 = cute.memref.load(%frg_C_55, %coord_323) : (!memref_rmem_f32_1, !cute.coord<"19">) -> f32
            %1741 = arith.mulf %1740, %1698 : f32
            cute.memref.store(%frg_C_55, %coord_323, %1741) : (!memref_rmem_f32_1, !cute.coord<"19">, f32) -> ()
            %coord_324 = cute.make_coord() : () -> !cute.coord<"20">
            %1742 = cute.memref.load(%frg_C_55, %coord_324) : (!memref_rmem_f32_1, !cute.coord<"20">) -> f32
            %1743 = arith.mulf %1742, %1705 : f32
            cute.memref.store(%frg_C_55, %coord_324, %1743) : (!memref_rmem_f32_1, !cute.coord<"20">, f32) -> ()
            %coord_325 = cute.make_coord() : () -> !cute.coord<"21">
            %1744 = cute.memref.load(%frg_C_55, %coord_325) : (!memref_rmem_f32_1, !cute.coord<"21">) -> f32
            %1745 = arith.mulf %1744, %1708 : f32
            cute.memref.store(%frg_C_55, %coord_325, %1745) : (!memref_rmem_f32_1, !cute.coord<"21">, f32) -> ()
            %coord_326 = cute.make_coord() : () -> !cute.coord<"22">
            %1746 = cute.memref.load(%frg_C_55, %coord_326) : (!memref_rmem_f32_1, !cute.coord<"22">) -> f32
            %1747 = arith.mulf %1746, %1705 : f32
            cute.memref.store(%frg_C_55, %coord_326, %1747) : (!memref_rmem_f32_1, !cute.coord<"22">, f32) -> ()
            %coord_327 = cute.make_coord() : () -> !cute.coord<"23">
            %1748 = cute.memref.load(%frg_C_55, %coord_327) : (!memref_rmem_f32_1, !cute.coord<"23">) -> f32
            %1749 = arith.mulf %1748, %1708 : f32
            cute.memref.store(%frg_C_55, %coord_327, %1749) : (!memref_rmem_f32_1, !cute.coord<"23">, f32) -> ()
            %coord_328 = cute.make_coord() : () -> !cute.coord<"24">
            %1750 = cute.memref.load(%frg_C_55, %coord_328) : (!memref_rmem_f32_1, !cute.coord<"24">) -> f32
            %1751 = arith.mulf %1750, %1715 : f32
            cute.memref.store(%frg_C_55, %coord_328, %1751) : (!memref_rmem_f32_1, !cute.coord<"24">, f32) -> ()
            %coord_329 = cute.make_coord() : () -> !cute.coord<"25">
            %1752 = cute.memref.load(%frg_C_55, %coord_329) : (!memref_rmem_f32_1, !cute.coord<"25">) -> f32
            %1753 = arith.mulf %1752, %1718 : f32
            cute.memref.store(%frg_C_55, %coord_329, %1753) : (!memref_rmem_f32_1, !cute.coord<"25">, f32) -> ()
            %coord_330 = cute.make_coord() : () -> !cute.coord<"26">
            %1754 = cute.memref.load(%frg_C_55, %coord_330) : (!memref_rmem_f32_1, !cute.coord<"26">) -> f32
            %1755 = arith.mulf %1754, %1715 : f32
            cute.memref.store(%frg_C_55, %coord_330, %1755) : (!memref_rmem_f32_1, !cute.coord<"26">, f32) -> ()
            %coord_331 = cute.make_coord() : () -> !cute.coord<"27">
            %1756 = cute.memref.load(%frg_C_55, %coord_331) : (!memref_rmem_f32_1, !cute.coord<"27">) -> f32
            %1757 = arith.mulf %1756, %1718 : f32
            cute.memref.store(%frg_C_55, %coord_331, %1757) : (!memref_rmem_f32_1, !cute.coord<"27">, f32) -> ()
            %coord_332 = cute.make_coord() : () -> !cute.coord<"28">
            %1758 = cute.memref.load(%frg_C_55, %coord_332) : (!memref_rmem_f32_1, !cute.coord<"28">) -> f32
            %1759 = arith.mulf %1758, %1725 : f32
            cute.memref.store(%frg_C_55, %coord_332, %1759) : (!memref_rmem_f32_1, !cute.coord<"28">, f32) -> ()
            %coord_333 = cute.make_coord() : () -> !cute.coord<"29">
            %1760 = cute.memref.load(%frg_C_55, %coord_333) : (!memref_rmem_f32_1, !cute.coord<"29">) -> f32
            %1761 = arith.mulf %1760, %1728 : f32
            cute.memref.store(%frg_C_55, %coord_333, %1761) : (!memref_rmem_f32_1, !cute.coord<"29">, f32) -> ()
            %coord_334 = cute.make_coord() : () -> !cute.coord<"30">
            %1762 = cute.memref.load(%frg_C_55, %coord_334) : (!memref_rmem_f32_1, !cute.coord<"30">) -> f32
            %1763 = arith.mulf %1762, %1725 : f32
            cute.memref.store(%frg_C_55, %coord_334, %1763) : (!memref_rmem_f32_1, !cute.coord<"30">, f32) -> ()
            %coord_335 = cute.make_coord() : () -> !cute.coord<"31">
            %1764 = cute.memref.load(%frg_C_55, %coord_335) : (!memref_rmem_f32_1, !cute.coord<"31">) -> f32
            %1765 = arith.mulf %1764, %1728 : f32
            cute.memref.store(%frg_C_55, %coord_335, %1765) : (!memref_rmem_f32_1, !cute.coord<"31">, f32) -> ()
            %coord_336 = cute.make_coord() : () -> !cute.coord<"32">
            %1766 = cute.memref.load(%frg_C_55, %coord_336) : (!memref_rmem_f32_1, !cute.coord<"32">) -> f32
            %1767 = arith.mulf %1766, %1695 : f32
            cute.memref.store(%frg_C_55, %coord_336, %1767) : (!memref_rmem_f32_1, !cute.coord<"32">, f32) -> ()
            %coord_337 = cute.make_coord() : () -> !cute.coord<"33">
            %1768 = cute.memref.load(%frg_C_55, %coord_337) : (!memref_rmem_f32_1, !cute.coord<"33">) -> f32
            %1769 = arith.mulf %1768, %1698 : f32
            cute.memref.store(%frg_C_55, %coord_337, %1769) : (!memref_rmem_f32_1, !cute.coord<"33">, f32) -> ()
            %coord_338 = cute.make_coord() : () -> !cute.coord<"34">
            %1770 = cute.memref.load(%frg_C_55, %coord_338) : (!memref_rmem_f32_1, !cute.coord<"34">) -> f32
            %1771 = arith.mulf %1770, %1695 : f32
            cute.memref.store(%frg_C_55, %coord_338, %1771) : (!memref_rmem_f32_1, !cute.coord<"34">, f32) -> ()
            %coord_339 = cute.make_coord() : () -> !cute.coord<"35">
            %1772 = cute.memref.load(%frg_C_55, %coord_339) : (!memref_rmem_f32_1, !cute.coord<"35">) -> f32
            %1773 = arith.mulf %1772, %1698 : f32
            cute.memref.store(%frg_C_55, %coord_339, %1773) : (!memref_rmem_f32_1, !cute.coord<"35">, f32) -> ()
            %coord_340 = cute.make_coord() : () -> !cute.coord<"36">
            %1774 = cute.memref.load(%frg_C_55, %coord_340) : (!memref_rmem_f32_1, !cute.coord<"36">) -> f32
            %1775 = arith.mulf %1774, %1705 : f32
            cute.memref.store(%frg_C_55, %coord_340, %1775) : (!memref_rmem_f32_1, !cute.coord<"36">, f32) -> ()
            %coord_341 = cute.make_coord() : () -> !cute.coord<"37">
            %1776 = cute.memref.load(%frg_C_55, %coord_341) : (!memref_rmem_f32_1, !cute.coord<"37">) -> f32
            %1777 = arith.mulf %1776, %1708 : f32
            cute.memref.store(%frg_C_55, %coord_341, %1777) : (!memref_rmem_f32_1, !cute.coord<"37">, f32) -> ()
            %coord_342 = cute.make_coord() : () -> !cute.coord<"38">
            %1778 = cute.memref.load(%frg_C_55, %coord_342) : (!memref_rmem_f32_1, !cute.coord<"38">) -> f32
            %1779 = arith.mulf %1778, %1705 : f32
            cute.memref.store(%frg_C_55, %coord_342, %1779) : (!memref_rmem_f32_1, !cute.coord<"38">, f32) -> ()
            %coord_343 = cute.make_coord() : () -> !cute.coord<"39">
            %1780 = cute.memref.load(%frg_C_55, %coord_343) : (!memref_rmem_f32_1, !cute.coord<"39">) -> f32
            %1781 = arith.mulf %1780, %1708 : f32
            cute.memref.store(%frg_C_55, %coord_343, %1781) : (!memref_rmem_f32_1, !cute.coord<"39">, f32) -> ()
            %coord_344 = cute.make_coord() : () -> !cute.coord<"40">
            %1782 = cute.memref.load(%frg_C_55, %coord_344) : (!memref_rmem_f32_1, !cute.coord<"40">) -> f32
            %1783 = arith.mulf %1782, %1715 : f32
            cute.memref.store(%frg_C_55, %coord_344, %1783) : (!memref_rmem_f32_1, !cute.coord<"40">, f32) -> ()
            %coord_345 = cute.make_coord() : () -> !cute.coord<"41">
            %1784 = cute.memref.load(%frg_C_55, %coord_345) : (!memref_rmem_f32_1, !cute.coord<"41">) -> f32
            %1785 = arith.mulf %1784, %1718 : f32
            cute.memref.store(%frg_C_55, %coord_345, %1785) : (!memref_rmem_f32_1, !cute.coord<"41">, f32) -> ()
            %coord_346 = cute.make_coord() : () -> !cute.coord<"42">
            %1786 = cute.memref.load(%frg_C_55, %coord_346) : (!memref_rmem_f32_1, !cute.coord<"42">) -> f32
            %1787 = arith.mulf %1786, %1715 : f32
            cute.memref.store(%frg_C_55, %coord_346, %1787) : (!memref_rmem_f32_1, !cute.coord<"42">, f32) -> ()
            %coord_347 = cute.make_coord() : () -> !cute.coord<"43">
            %1788 = cute.memref.load(%frg_C_55, %coord_347) : (!memref_rmem_f32_1, !cute.coord<"43">) -> f32
            %1789 = arith.mulf %1788, %1718 : f32
            cute.memref.store(%frg_C_55, %coord_347, %1789) : (!memref_rmem_f32_1, !cute.coord<"43">, f32) -> ()
            %coord_348 = cute.make_coord() : () -> !cute.coord<"44">
            %1790 = cute.memref.load(%frg_C_55, %coord_348) : (!memref_rmem_f32_1, !cute.coord<"44">) -> f32
            %1791 = arith.mulf %1790, %1725 : f32
            cute.memref.store(%frg_C_55, %coord_348, %1791) : (!memref_rmem_f32_1, !cute.coord<"44">, f32) -> ()
            %coord_349 = cute.make_coord() : () -> !cute.coord<"45">
            %1792 = cute.memref.load(%frg_C_55, %coord_349) : (!memref_rmem_f32_1, !cute.coord<"45">) -> f32
            %1793 = arith.mulf %1792, %1728 : f32
            cute.memref.store(%frg_C_55, %coord_349, %1793) : (!memref_rmem_f32_1, !cute.coord<"45">, f32) -> ()
            %coord_350 = cute.make_coord() : () -> !cute.coord<"46">
            %1794 = cute.memref.load(%frg_C_55, %coord_350) : (!memref_rmem_f32_1, !cute.coord<"46">) -> f32
            %1795 = arith.mulf %1794, %1725 : f32
            cute.memref.store(%frg_C_55, %coord_350, %1795) : (!memref_rmem_f32_1, !cute.coord<"46">, f32) -> ()
            %coord_351 = cute.make_coord() : () -> !cute.coord<"47">
            %1796 = cute.memref.load(%frg_C_55, %coord_351) : (!memref_rmem_f32_1, !cute.coord<"47">) -> f32
            %1797 = arith.mulf %1796, %1728 : f32
            cute.memref.store(%frg_C_55, %coord_351, %1797) : (!memref_rmem_f32_1, !cute.coord<"47">, f32) -> ()
            %coord_352 = cute.make_coord() : () -> !cute.coord<"48">
            %1798 = cute.memref.load(%frg_C_55, %coord_352) : (!memref_rmem_f32_1, !cute.coord<"48">) -> f32
            %1799 = arith.mulf %1798, %1695 : f32
            cute.memref.store(%frg_C_55, %coord_352, %1799) : (!memref_rmem_f32_1, !cute.coord<"48">, f32) -> ()
            %coord_353 = cute.make_coord() : () -> !cute.coord<"49">
            %1800 = cute.memref.load(%frg_C_55, %coord_353) : (!memref_rmem_f32_1, !cute.coord<"49">) -> f32
            %1801 = arith.mulf %1800, %1698 : f32
            cute.memref.store(%frg_C_55, %coord_353, %1801) : (!memref_rmem_f32_1, !cute.coord<"49">, f32) -> ()
            %coord_354 = cute.make_coord() : () -> !cute.coord<"50">
            %1802 = cute.memref.load(%frg_C_55, %coord_354) : (!memref_rmem_f32_1, !cute.coord<"50">) -> f32
            %1803 = arith.mulf %1802, %1695 : f32
            cute.memref.store(%frg_C_55, %coord_354, %1803) : (!memref_rmem_f32_1, !cute.coord<"50">, f32) -> ()
            %coord_355 = cute.make_coord() : () -> !cute.coord<"51">
            %1804 = cute.memref.load(%frg_C_55, %coord_355) : (!memref_rmem_f32_1, !cute.coord<"51">) -> f32
            %1805 = arith.mulf %1804, %1698 : f32
            cute.memref.store(%frg_C_55, %coord_355, %1805) : (!memref_rmem_f32_1, !cute.coord<"51">, f32) -> ()
            %coord_356 = cute.make_coord() : () -> !cute.coord<"52">
            %1806 = cute.memref.load(%frg_C_55, %coord_356) : (!memref_rmem_f32_1, !cute.coord<"52">) -> f32
            %1807 = arith.mulf %1806, %1705 : f32
            cute.memref.store(%frg_C_55, %coord_356, %1807) : (!memref_rmem_f32_1, !cute.coord<"52">, f32) -> ()
            %coord_357 = cute.make_coord() : () -> !cute.coord<"53">
            %1808 = cute.memref.load(%frg_C_55, %coord_357) : (!memref_rmem_f32_1, !cute.coord<"53">) -> f32
            %1809 = arith.mulf %1808, %1708 : f32
            cute.memref.store(%frg_C_55, %coord_357, %1809) : (!memref_rmem_f32_1, !cute.coord<"53">, f32) -> ()
            %coord_358 = cute.make_coord() : () -> !cute.coord<"54">
            %1810 = cute.memref.load(%frg_C_55, %coord_358) : (!memref_rmem_f32_1, !cute.coord<"54">) -> f32
            %1811 = arith.mulf %1810, %1705 : f32
            cute.memref.store(%frg_C_55, %coord_358, %1811) : (!memref_rmem_f32_1, !cute.coord<"54">, f32) -> ()
            %coord_359 = cute.make_coord() : () -> !cute.coord<"55">
            %1812 = cute.memref.load(%frg_C_55, %coord_359) : (!memref_rmem_f32_1, !cute.coord<"55">) -> f32
            %1813 = arith.mulf %1812, %1708 : f32
            cute.memref.store(%frg_C_55, %coord_359, %1813) : (!memref_rmem_f32_1, !cute.coord<"55">, f32) -> ()
            %coord_360 = cute.make_coord() : () -> !cute.coord<"56">
            %1814 = cute.memref.load(%frg_C_55, %coord_360) : (!memref_rmem_f32_1, !cute.coord<"56">) -> f32
            %1815 = arith.mulf %1814, %1715 : f32
            cute.memref.store(%frg_C_55, %coord_360, %1815) : (!memref_rmem_f32_1, !cute.coord<"56">, f32) -> ()
            %coord_361 = cute.make_coord() : () -> !cute.coord<"57">
            %1816 = cute.memref.load(%frg_C_55, %coord_361) : (!memref_rmem_f32_1, !cute.coord<"57">) -> f32
            %1817 = arith.mulf %1816, %1718 : f32
            cute.memref.store(%frg_C_55, %coord_361, %1817) : (!memref_rmem_f32_1, !cute.coord<"57">, f32) -> ()
            %coord_362 = cute.make_coord() : () -> !cute.coord<"58">
            %1818 = cute.memref.load(%frg_C_55, %coord_362) : (!memref_rmem_f32_1, !cute.coord<"58">) -> f32
            %1819 = arith.mulf %1818, %1715 : f32
            cute.memref.store(%frg_C_55, %coord_362, %1819) : (!memref_rmem_f32_1, !cute.coord<"58">, f32) -> ()
            %coord_363 = cute.make_coord() : () -> !cute.coord<"59">
            %1820 = cute.memref.load(%frg_C_55, %coord_363) : (!memref_rmem_f32_1, !cute.coord<"59">) -> f32
            %1821 = arith.mulf %1820, %1718 : f32
            cute.memref.store(%frg_C_55, %coord_363, %1821) : (!memref_rmem_f32_1, !cute.coord<"59">, f32) -> ()
            %coord_364 = cute.make_coord() : () -> !cute.coord<"60">
            %1822 = cute.memref.load(%frg_C_55, %coord_364) : (!memref_rmem_f32_1, !cute.coord<"60">) -> f32
            %1823 = arith.mulf %1822, %1725 : f32
            cute.memref.store(%frg_C_55, %coord_364, %1823) : (!memref_rmem_f32_1, !cute.coord<"60">, f32) -> ()
            %coord_365 = cute.make_coord() : () -> !cute.coord<"61">
            %1824 = cute.memref.load(%frg_C_55, %coord_365) : (!memref_rmem_f32_1, !cute.coord<"61">) -> f32
            %1825 = arith.mulf %1824, %1728 : f32
            cute.memref.store(%frg_C_55, %coord_365, %1825) : (!memref_rmem_f32_1, !cute.coord<"61">, f32) -> ()
            %coord_366 = cute.make_coord() : () -> !cute.coord<"62">
            %1826 = cute.memref.load(%frg_C_55, %coord_366) : (!memref_rmem_f32_1, !cute.coord<"62">) -> f32
            %1827 = arith.mulf %1826, %1725 : f32
            cute.memref.store(%frg_C_55, %coord_366, %1827) : (!memref_rmem_f32_1, !cute.coord<"62">, f32) -> ()
            %coord_367 = cute.make_coord() : () -> !cute.coord<"63">
            %1828 = cute.memref.load(%frg_C_55, %coord_367) : (!memref_rmem_f32_1, !cute.coord<"63">) -> f32
            %1829 = arith.mulf %1828, %1728 : f32
            cute.memref.store(%frg_C_55, %coord_367, %1829) : (!memref_rmem_f32_1, !cute.coord<"63">, f32) -> ()
            %coord_368 = cute.make_coord() : () -> !cute.coord<"64">
            %1830 = cute.memref.load(%frg_C_55, %coord_368) : (!memref_rmem_f32_1, !cute.coord<"64">) -> f32
            %1831 = arith.mulf %1830, %1695 : f32
            cute.memref.store(%frg_C_55, %coord_368, %1831) : (!memref_rmem_f32_1, !cute.coord<"64">, f32) -> ()
            %coord_369 = cute.make_coord() : () -> !cute.coord<"65">
            %1832 = cute.memref.load(%frg_C_55, %coord_369) : (!memref_rmem_f32_1, !cute.coord<"65">) -> f32
            %1833 = arith.mulf %1832, %1698 : f32
            cute.memref.store(%frg_C_55, %coord_369, %1833) : (!memref_rmem_f32_1, !cute.coord<"65">, f32) -> ()
            %coord_370 = cute.make_coord() : () -> !cute.coord<"66">
            %1834 = cute.memref.load(%frg_C_55, %coord_370) : (!memref_rmem_f32_1, !cute.coord<"66">) -> f32
            %1835 = arith.mulf %1834, %1695 : f32
            cute.memref.store(%frg_C_55, %coord_370, %1835) : (!memref_rmem_f32_1, !cute.coord<"66">, f32) -> ()
            %coord_371 = cute.make_coord() : () -> !cute.coord<"67">
            %1836 = cute.memref.load(%frg_C_55, %coord_371) : (!memref_rmem_f32_1, !cute.coord<"67">) -> f32
            %1837 = arith.mulf %1836, %1698 : f32
            cute.memref.store(%frg_C_55, %coord_371, %1837) : (!memref_rmem_f32_1, !cute.coord<"67">, f32) -> ()
            %coord_372 = cute.make_coord() : () -> !cute.coord<"68">
            %1838 = cute.memref.load(%frg_C_55, %coord_372) : (!memref_rmem_f32_1, !cute.coord<"68">) -> f32
            %1839 = arith.mulf %1838, %1705 : f32
            cute.memref.store(%frg_C_55, %coord_372, %1839) : (!memref_rmem_f32_1, !cute.coord<"68">, f32) -> ()
            %coord_373 = cute.make_coord() : () -> !cute.coord<"69">
            %1840 = cute.memref.load(%frg_C_55, %coord_373) : (!memref_rmem_f32_1, !cute.coord<"69">) -> f32
            %1841 = arith.mulf %1840, %1708 : f32
            cute.memref.store(%frg_C_55, %coord_373, %1841) : (!memref_rmem_f32_1, !cute.coord<"69">, f32) -> ()
            %coord_374 = cute.make_coord() : () -> !cute.coord<"70">
            %1842 = cute.memref.load(%frg_C_55, %coord_374) : (!memref_rmem_f32_1, !cute.coord<"70">) -> f32
            %1843 = arith.mulf %1842, %1705 : f32
            cute.memref.store(%frg_C_55, %coord_374, %1843) : (!memref_rmem_f32_1, !cute.coord<"70">, f32) -> ()
            %coord_375 = cute.make_coord() : () -> !cute.coord<"71">
            %1844 = cute.memref.load(%frg_C_55, %coord_375) : (!memref_rmem_f32_1, !cute.coord<"71">) -> f32
            %1845 = arith.mulf %1844, %1708 : f32
            cute.memref.store(%frg_C_55, %coord_375, %1845) : (!memref_rmem_f32_1, !cute.coord<"71">, f32) -> ()
            %coord_376 = cute.make_coord() : () -> !cute.coord<"72">
            %1846 = cute.memref.load(%frg_C_55, %coord_376) : (!memref_rmem_f32_1, !cute.coord<"72">) -> f32
            %1847 = arith.mulf %1846, %1715 : f32
            cute.memref.store(%frg_C_55, %coord_376, %1847) : (!memref_rmem_f32_1, !cute.coord<"72">, f32) -> ()
            %coord_377 = cute.make_coord() : () -> !cute.coord<"73">
            %1848 = cute.memref.load(%frg_C_55, %coord_377) : (!memref_rmem_f32_1, !cute.coord<"73">) -> f32
            %1849 = arith.mulf %1848, %1718 : f32
            cute.memref.store(%frg_C_55, %coord_377, %1849) : (!memref_rmem_f32_1, !cute.coord<"73">, f32) -> ()
            %coord_378 = cute.make_coord() : () -> !cute.coord<"74">
            %1850 = cute.memref.load(%frg_C_55, %coord_378) : (!memref_rmem_f32_1, !cute.coord<"74">) -> f32
            %1851 = arith.mulf %1850, %1715 : f32
            cute.memref.store(%frg_C_55, %coord_378, %1851) : (!memref_rmem_f32_1, !cute.coord<"74">, f32) -> ()
            %coord_379 = cute.make_coord() : () -> !cute.coord<"75">
            %1852 = cute.memref.load(%frg_C_55, %coord_379) : (!memref_rmem_f32_1, !cute.coord<"75">) -> f32
            %1853 = arith.mulf %1852, %1718 : f32
            cute.memref.store(%frg_C_55, %coord_379, %1853) : (!memref_rmem_f32_1, !cute.coord<"75">, f32) -> ()
            %coord_380 = cute.make_coord() : () -> !cute.coord<"76">
            %1854 = cute.memref.load(%frg_C_55, %coord_380) : (!memref_rmem_f32_1, !cute.coord<"76">) -> f32
            %1855 = arith.mulf %1854, %1725 : f32
            cute.memref.store(%frg_C_55, %coord_380, %1855) : (!memref_rmem_f32_1, !cute.coord<"76">, f32) -> ()
            %coord_381 = cute.make_coord() : () -> !cute.coord<"77">
            %1856 = cute.memref.load(%frg_C_55, %coord_381) : (!memref_rmem_f32_1, !cute.coord<"77">) -> f32
            %1857 = arith.mulf %1856, %1728 : f32
            cute.memref.store(%frg_C_55, %coord_381, %1857) : (!memref_rmem_f32_1, !cute.coord<"77">, f32) -> ()
            %coord_382 = cute.make_coord() : () -> !cute.coord<"78">
            %1858 = cute.memref.load(%frg_C_55, %coord_382) : (!memref_rmem_f32_1, !cute.coord<"78">) -> f32
            %1859 = arith.mulf %1858, %1725 : f32
            cute.memref.store(%frg_C_55, %coord_382, %1859) : (!memref_rmem_f32_1, !cute.coord<"78">, f32) -> ()
            %coord_383 = cute.make_coord() : () -> !cute.coord<"79">
            %1860 = cute.memref.load(%frg_C_55, %coord_383) : (!memref_rmem_f32_1, !cute.coord<"79">) -> f32
            %1861 = arith.mulf %1860, %1728 : f32
            cute.memref.store(%frg_C_55, %coord_383, %1861) : (!memref_rmem_f32_1, !cute.coord<"79">, f32) -> ()
            %coord_384 = cute.make_coord() : () -> !cute.coord<"80">
            %1862 = cute.memref.load(%frg_C_55, %coord_384) : (!memref_rmem_f32_1, !cute.coord<"80">) -> f32
            %1863 = arith.mulf %1862, %1695 : f32
            cute.memref.store(%frg_C_55, %coord_384, %1863) : (!memref_rmem_f32_1, !cute.coord<"80">, f32) -> ()
            %coord_385 = cute.make_coord() : () -> !cute.coord<"81">
            %1864 = cute.memref.load(%frg_C_55, %coord_385) : (!memref_rmem_f32_1, !cute.coord<"81">) -> f32
            %1865 = arith.mulf %1864, %1698 : f32
            cute.memref.store(%frg_C_55, %coord_385, %1865) : (!memref_rmem_f32_1, !cute.coord<"81">, f32) -> ()
            %coord_386 = cute.make_coord() : () -> !cute.coord<"82">
            %1866 = cute.memref.load(%frg_C_55, %coord_386) : (!memref_rmem_f32_1, !cute.coord<"82">) -> f32
            %1867 = arith.mulf %1866, %1695 : f32
            cute.memref.store(%frg_C_55, %coord_386, %1867) : (!memref_rmem_f32_1, !cute.coord<"82">, f32) -> ()
            %coord_387 = cute.make_coord() : () -> !cute.coord<"83">
            %1868 = cute.memref.load(%frg_C_55, %coord_387) : (!memref_rmem_f32_1, !cute.coord<"83">) -> f32
            %1869 = arith.mulf %1868, %1698 : f32
            cute.memref.store(%frg_C_55, %coord_387, %1869) : (!memref_rmem_f32_1, !cute.coord<"83">, f32) -> ()
            %coord_388 = cute.make_coord() : () -> !cute.coord<"84">
            %1870 = cute.memref.load(%frg_C_55, %coord_388) : (!memref_rmem_f32_1, !cute.coord<"84">) -> f32
            %1871 = arith.mulf %1870, %1705 : f32
            cute.memref.store(%frg_C_55, %coord_388, %1871) : (!memref_rmem_f32_1, !cute.coord<"84">, f32) -> ()
            %coord_389 = cute.make_coord() : () -> !cute.coord<"85">
            %1872 = cute.memref.load(%frg_C_55, %coord_389) : (!memref_rmem_f32_1, !cute.coord<"85">) -> f32
            %1873 = arith.mulf %1872, %1708 : f32
            cute.memref.store(%frg_C_55, %coord_389, %1873) : (!memref_rmem_f32_1, !cute.coord<"85">, f32) -> ()
            %coord_390 = cute.make_coord() : () -> !cute.coord<"86">
            %1874 = cute.memref.load(%frg_C_55, %coord_390) : (!memref_rmem_f32_1, !cute.coord<"86">) -> f32
            %1875 = arith.mulf %1874, %1705 : f32
            cute.memref.store(%frg_C_55, %coord_390, %1875) : (!memref_rmem_f32_1, !cute.coord<"86">, f32) -> ()
            %coord_391 = cute.make_coord() : () -> !cute.coord<"87">
            %1876 = cute.memref.load(%frg_C_55, %coord_391) : (!memref_rmem_f32_1, !cute.coord<"87">) -> f32
            %1877 = arith.mulf %1876, %1708 : f32
            cute.memref.store(%frg_C_55, %coord_391, %1877) : (!memref_rmem_f32_1, !cute.coord<"87">, f32) -> ()
            %coord_392 = cute.make_coord() : () -> !cute.coord<"88">
            %1878 = cute.memref.load(%frg_C_55, %coord_392) : (!memref_rmem_f32_1, !cute.coord<"88">) -> f32
            %1879 = arith.mulf %1878, %1715 : f32
            cute.memref.store(%frg_C_55, %coord_392, %1879) : (!memref_rmem_f32_1, !cute.coord<"88">, f32) -> ()
            %coord_393 = cute.make_coord() : () -> !cute.coord<"89">
            %1880 = cute.memref.load(%frg_C_55, %coord_393) : (!memref_rmem_f32_1, !cute.coord<"89">) -> f32
            %1881 = arith.mulf %1880, %1718 : f32
            cute.memref.store(%frg_C_55, %coord_393, %1881) : (!memref_rmem_f32_1, !cute.coord<"89">, f32) -> ()
            %coord_394 = cute.make_coord() : () -> !cute.coord<"90">
            %1882 = cute.memref.load(%frg_C_55, %coord_394) : (!memref_rmem_f32_1, !cute.coord<"90">) -> f32
            %1883 = arith.mulf %1882, %1715 : f32
            cute.memref.store(%frg_C_55, %coord_394, %1883) : (!memref_rmem_f32_1, !cute.coord<"90">, f32) -> ()
            %coord_395 = cute.make_coord() : () -> !cute.coord<"91">
            %1884 = cute.memref.load(%frg_C_55, %coord_395) : (!memref_rmem_f32_1, !cute.coord<"91">) -> f32
            %1885 = arith.mulf %1884, %1718 : f32
            cute.memref.store(%frg_C_55, %coord_395, %1885) : (!memref_rmem_f32_1, !cute.coord<"91">, f32) -> ()
            %coord_396 = cute.make_coord() : () -> !cute.coord<"92">
            %1886 = cute.memref.load(%frg_C_55, %coord_396) : (!memref_rmem_f32_1, !cute.coord<"92">) -> f32
            %1887 = arith.mulf %1886, %1725 : f32
            cute.memref.store(%frg_C_55, %coord_396, %1887) : (!memref_rmem_f32_1, !cute.coord<"92">, f32) -> ()
            %coord_397 = cute.make_coord() : () -> !cute.coord<"93">
            %1888 = cute.memref.load(%frg_C_55, %coord_397) : (!memref_rmem_f32_1, !cute.coord<"93">) -> f32
            %1889 = arith.mulf %1888, %1728 : f32
            cute.memref.store(%frg_C_55, %coord_397, %1889) : (!memref_rmem_f32_1, !cute.coord<"93">, f32) -> ()
            %coord_398 = cute.make_coord() : () -> !cute.coord<"94">
            %1890 = cute.memref.load(%frg_C_55, %coord_398) : (!memref_rmem_f32_1, !cute.coord<"94">) -> f32
            %1891 = arith.mulf %1890, %1725 : f32
            cute.memref.store(%frg_C_55, %coord_398, %1891) : (!memref_rmem_f32_1, !cute.coord<"94">, f32) -> ()
            %coord_399 = cute.make_coord() : () -> !cute.coord<"95">
            %1892 = cute.memref.load(%frg_C_55, %coord_399) : (!memref_rmem_f32_1, !cute.coord<"95">) -> f32
            %1893 = arith.mulf %1892, %1728 : f32
            cute.memref.store(%frg_C_55, %coord_399, %1893) : (!memref_rmem_f32_1, !cute.coord<"95">, f32) -> ()
            %coord_400 = cute.make_coord() : () -> !cute.coord<"96">
            %1894 = cute.memref.load(%frg_C_55, %coord_400) : (!memref_rmem_f32_1, !cute.coord<"96">) -> f32
            %1895 = arith.mulf %1894, %1695 : f32
            cute.memref.store(%frg_C_55, %coord_400, %1895) : (!memref_rmem_f32_1, !cute.coord<"96">, f32) -> ()
            %coord_401 = cute.make_coord() : () -> !cute.coord<"97">
            %1896 = cute.memref.load(%frg_C_55, %coord_401) : (!memref_rmem_f32_1, !cute.coord<"97">) -> f32
            %1897 = arith.mulf %1896, %1698 : f32
            cute.memref.store(%frg_C_55, %coord_401, %1897) : (!memref_rmem_f32_1, !cute.coord<"97">, f32) -> ()
            %coord_402 = cute.make_coord() : () -> !cute.coord<"98">
            %1898 = cute.memref.load(%frg_C_55, %coord_402) : (!memref_rmem_f32_1, !cute.coord<"98">) -> f32
            %1899 = arith.mulf %1898, %1695 : f32
            cute.memref.store(%frg_C_55, %coord_402, %1899) : (!memref_rmem_f32_1, !cute.coord<"98">, f32) -> ()
            %coord_403 = cute.make_coord() : () -> !cute.coord<"99">
            %1900 = cute.memref.load(%frg_C_55, %coord_403) : (!memref_rmem_f32_1, !cute.coord<"99">) -> f32
            %1901 = arith.mulf %1900, %1698 : f32
            cute.memref.store(%frg_C_55, %coord_403, %1901) : (!memref_rmem_f32_1, !cute.coord<"99">, f32) -> ()
            %coord_404 = cute.make_coord() : () -> !cute.coord<"100">
            %1902 = cute.memref.load(%frg_C_55, %coord_404) : (!memref_rmem_f32_1, !cute.coord<"100">) -> f32
            %1903 = arith.mulf %1902, %1705 : f32
            cute.memref.store(%frg_C_55, %coord_404, %1903) : (!memref_rmem_f32_1, !cute.coord<"100">, f32) -> ()
            %coord_405 = cute.make_coord() : () -> !cute.coord<"101">
            %1904 = cute.memref.load(%frg_C_55, %coord_405) : (!memref_rmem_f32_1, !cute.coord<"101">) -> f32
            %1905 = arith.mulf %1904, %1708 : f32
            cute.memref.store(%frg_C_55, %coord_405, %1905) : (!memref_rmem_f32_1, !cute.coord<"101">, f32) -> ()
            %coord_406 = cute.make_coord() : () -> !cute.coord<"102">
            %1906 = cute.memref.load(%frg_C_55, %coord_406) : (!memref_rmem_f32_1, !cute.coord<"102">) -> f32
            %1907 = arith.mulf %1906, %1705 : f32
            cute.memref.store(%frg_C_55, %coord_406, %1907) : (!memref_rmem_f32_1, !cute.coord<"102">, f32) -> ()
            %coord_407 = cute.make_coord() : () -> !cute.coord<"103">
            %1908 = cute.memref.load(%frg_C_55, %coord_407) : (!memref_rmem_f32_1, !cute.coord<"103">) -> f32
            %1909 = arith.mulf %1908, %1708 : f32
            cute.memref.store(%frg_C_55, %coord_407, %1909) : (!memref_rmem_f32_1, !cute.coord<"103">, f32) -> ()
            %coord_408 = cute.make_coord() : () -> !cute.coord<"104">
            %1910 = cute.memref.load(%frg_C_55, %coord_408) : (!memref_rmem_f32_1, !cute.coord<"104">) -> f32
            %1911 = arith.mulf %1910, %1715 : f32
            cute.memref.store(%frg_C_55, %coord_408, %1911) : (!memref_rmem_f32_1, !cute.coord<"104">, f32) -> ()
            %coord_409 = cute.make_coord() : () -> !cute.coord<"105">
            %1912 = cute.memref.load(%frg_C_55, %coord_409) : (!memref_rmem_f32_1, !cute.coord<"105">) -> f32
            %1913 = arith.mulf %1912, %1718 : f32
            cute.memref.store(%frg_C_55, %coord_409, %1913) : (!memref_rmem_f32_1, !cute.coord<"105">, f32) -> ()
            %coord_410 = cute.make_coord() : () -> !cute.coord<"106">
            %1914 = cute.memref.load(%frg_C_55, %coord_410) : (!memref_rmem_f32_1, !cute.coord<"106">) -> f32
            %1915 = arith.mulf %1914, %1715 : f32
            cute.memref.store(%frg_C_55, %coord_410, %1915) : (!memref_rmem_f32_1, !cute.coord<"106">, f32) -> ()
            %coord_411 = cute.make_coord() : () -> !cute.coord<"107">
            %1916 = cute.memref.load(%frg_C_55, %coord_411) : (!memref_rmem_f32_1, !cute.coord<"107">) -> f32
            %1917 = arith.mulf %1916, %1718 : f32
            cute.memref.store(%frg_C_55, %coord_411, %1917) : (!memref_rmem_f32_1, !cute.coord<"107">, f32) -> ()
            %coord_412 = cute.make_coord() : () -> !cute.coord<"108">
            %1918 = cute.memref.load(%frg_C_55, %coord_412) : (!memref_rmem_f32_1, !cute.coord<"108">) -> f32
            %1919 = arith.mulf %1918, %1725 : f32
            cute.memref.store(%frg_C_55, %coord_412, %1919) : (!memref_rmem_f32_1, !cute.coord<"108">, f32) -> ()
            %coord_413 = cute.make_coord() : () -> !cute.coord<"109">
            %1920 = cute.memref.load(%frg_C_55, %coord_413) : (!memref_rmem_f32_1, !cute.coord<"109">) -> f32
            %1921 = arith.mulf %1920, %1728 : f32
            cute.memref.store(%frg_C_55, %coord_413, %1921) : (!memref_rmem_f32_1, !cute.coord<"109">, f32) -> ()
            %coord_414 = cute.make_coord() : () -> !cute.coord<"110">
            %1922 = cute.memref.load(%frg_C_55, %coord_414) : (!memref_rmem_f32_1, !cute.coord<"110">) -> f32
            %1923 = arith.mulf %1922, %1725 : f32
            cute.memref.store(%frg_C_55, %coord_414, %1923) : (!memref_rmem_f32_1, !cute.coord<"110">, f32) -> ()
            %coord_415 = cute.make_coord() : () -> !cute.coord<"111">
            %1924 = cute.memref.load(%frg_C_55, %coord_415) : (!memref_rmem_f32_1, !cute.coord<"111">) -> f32
            %1925 = arith.mulf %1924, %1728 : f32
            cute.memref.store(%frg_C_55, %coord_415, %1925) : (!memref_rmem_f32_1, !cute.coord<"111">, f32) -> ()
            %coord_416 = cute.make_coord() : () -> !cute.coord<"112">
            %1926 = cute.memref.load(%frg_C_55, %coord_416) : (!memref_rmem_f32_1, !cute.coord<"112">) -> f32
            %1927 = arith.mulf %1926, %1695 : f32
            cute.memref.store(%frg_C_55, %coord_416, %1927) : (!memref_rmem_f32_1, !cute.coord<"112">, f32) -> ()
            %coord_417 = cute.make_coord() : () -> !cute.coord<"113">
            %1928 = cute.memref.load(%frg_C_55, %coord_417) : (!memref_rmem_f32_1, !cute.coord<"113">) -> f32
            %1929 = arith.mulf %1928, %1698 : f32
            cute.memref.store(%frg_C_55, %coord_417, %1929) : (!memref_rmem_f32_1, !cute.coord<"113">, f32) -> ()
            %coord_418 = cute.make_coord() : () -> !cute.coord<"114">
            %1930 = cute.memref.load(%frg_C_55, %coord_418) : (!memref_rmem_f32_1, !cute.coord<"114">) -> f32
            %1931 = arith.mulf %1930, %1695 : f32
            cute.memref.store(%frg_C_55, %coord_418, %1931) : (!memref_rmem_f32_1, !cute.coord<"114">, f32) -> ()
            %coord_419 = cute.make_coord() : () -> !cute.coord<"115">
            %1932 = cute.memref.load(%frg_C_55, %coord_419) : (!memref_rmem_f32_1, !cute.coord<"115">) -> f32
            %1933 = arith.mulf %1932, %1698 : f32
            cute.memref.store(%frg_C_55, %coord_419, %1933) : (!memref_rmem_f32_1, !cute.coord<"115">, f32) -> ()
            %coord_420 = cute.make_coord() : () -> !cute.coord<"116">
            %1934 = cute.memref.load(%frg_C_55, %coord_420) : (!memref_rmem_f32_1, !cute.coord<"116">) -> f32
            %1935 = arith.mulf %1934, %1705 : f32
            cute.memref.store(%frg_C_55, %coord_420, %1935) : (!memref_rmem_f32_1, !cute.coord<"116">, f32) -> ()
            %coord_421 = cute.make_coord() : () -> !cute.coord<"117">
            %1936 = cute.memref.load(%frg_C_55, %coord_421) : (!memref_rmem_f32_1, !cute.coord<"117">) -> f32
            %1937 = arith.mulf %1936, %1708 : f32
            cute.memref.store(%frg_C_55, %coord_421, %1937) : (!memref_rmem_f32_1, !cute.coord<"117">, f32) -> ()
            %coord_422 = cute.make_coord() : () -> !cute.coord<"118">
            %1938 = cute.memref.load(%frg_C_55, %coord_422) : (!memref_rmem_f32_1, !cute.coord<"118">) -> f32
            %1939 = arith.mulf %1938, %1705 : f32
            cute.memref.store(%frg_C_55, %coord_422, %1939) : (!memref_rmem_f32_1, !cute.coord<"118">, f32) -> ()
            %coord_423 = cute.make_coord() : () -> !cute.coord<"119">
            %1940 = cute.memref.load(%frg_C_55, %coord_423) : (!memref_rmem_f32_1, !cute.coord<"119">) -> f32
            %1941 = arith.mulf %1940, %1708 : f32
            cute.memref.store(%frg_C_55, %coord_423, %1941) : (!memref_rmem_f32_1, !cute.coord<"119">, f32) -> ()
            %coord_424 = cute.make_coord() : () -> !cute.coord<"120">
            %1942 = cute.memref.load(%frg_C_55, %coord_424) : (!memref_rmem_f32_1, !cute.coord<"120">) -> f32
            %1943 = arith.mulf %1942, %1715 : f32
            cute.memref.store(%frg_C_55, %coord_424, %1943) : (!memref_rmem_f32_1, !cute.coord<"120">, f32) -> ()
            %coord_425 = cute.make_coord() : () -> !cute.coord<"121">
            %1944 = cute.memref.load(%frg_C_55, %coord_425) : (!memref_rmem_f32_1, !cute.coord<"121">) -> f32
            %1945 = arith.mulf %1944, %1718 : f32
            cute.memref.store(%frg_C_55, %coord_425, %1945) : (!memref_rmem_f32_1, !cute.coord<"121">, f32) -> ()
            %coord_426 = cute.make_coord() : () -> !cute.coord<"122">
            %1946 = cute.memref.load(%frg_C_55, %coord_426) : (!memref_rmem_f32_1, !cute.coord<"122">) -> f32
            %1947 = arith.mulf %1946, %1715 : f32
            cute.memref.store(%frg_C_55, %coord_426, %1947) : (!memref_rmem_f32_1, !cute.coord<"122">, f32) -> ()
            %coord_427 = cute.make_coord() : () -> !cute.coord<"123">
            %1948 = cute.memref.load(%frg_C_55, %coord_427) : (!memref_rmem_f32_1, !cute.coord<"123">) -> f32
            %1949 = arith.mulf %1948, %1718 : f32
            cute.memref.store(%frg_C_55, %coord_427, %1949) : (!memref_rmem_f32_1, !cute.coord<"123">, f32) -> ()
            %coord_428 = cute.make_coord() : () -> !cute.coord<"124">
            %1950 = cute.memref.load(%frg_C_55, %coord_428) : (!memref_rmem_f32_1, !cute.coord<"124">) -> f32
            %1951 = arith.mulf %1950, %1725 : f32
            cute.memref.store(%frg_C_55, %coord_428, %1951) : (!memref_rmem_f32_1, !cute.coord<"124">, f32) -> ()
            %coord_429 = cute.make_coord() : () -> !cute.coord<"125">
            %1952 = cute.memref.load(%frg_C_55, %coord_429) : (!memref_rmem_f32_1, !cute.coord<"125">) -> f32
            %1953 = arith.mulf %1952, %1728 : f32
            cute.memref.store(%frg_C_55, %coord_429, %1953) : (!memref_rmem_f32_1, !cute.coord<"125">, f32) -> ()
            %coord_430 = cute.make_coord() : () -> !cute.coord<"126">
            %1954 = cute.memref.load(%frg_C_55, %coord_430) : (!memref_rmem_f32_1, !cute.coord<"126">) -> f32
            %1955 = arith.mulf %1954, %1725 : f32
            cute.memref.store(%frg_C_55, %coord_430, %1955) : (!memref_rmem_f32_1, !cute.coord<"126">, f32) -> ()
            %coord_431 = cute.make_coord() : () -> !cute.coord<"127">
            %1956 = cute.memref.load(%frg_C_55, %coord_431) : (!memref_rmem_f32_1, !cute.coord<"127">) -> f32
            %1957 = arith.mulf %1956, %1728 : f32
            cute.memref.store(%frg_C_55, %coord_431, %1957) : (!memref_rmem_f32_1, !cute.coord<"127">, f32) -> ()
            nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
            nvvm.barrier id = %c8_i32 number_of_threads = %c128_i32
            nvvm.wgmma.fence.aligned
            %1958 = cute_nvgpu.atom.set_value<accum_c>(%arg37, %true) : (!mma_f16_f16_f32_64x32x16_1, i1)
            %slice_432 = cute.slice(%frg_A_50, %coord_185) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,8,4,2):(0,512,128,4096)">, !cute.coord<"(_,_,0,1)">
            %slice_433 = cute.slice(%frg_B_52, %coord_185) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,2)):(0,0,2,(0,256))">, !cute.coord<"(_,_,0,1)">
            cute.gemm(%1958, %frg_C_55, %slice_432, %slice_433, %frg_C_55) : (!mma_f16_f16_f32_64x32x16_1, !memref_rmem_f32_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,8):(0,512)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            %slice_434 = cute.slice(%frg_A_50, %coord_188) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,8,4,2):(0,512,128,4096)">, !cute.coord<"(_,_,1,1)">
            %slice_435 = cute.slice(%frg_B_52, %coord_188) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,2)):(0,0,2,(0,256))">, !cute.coord<"(_,_,1,1)">
            cute.gemm(%1958, %frg_C_55, %slice_434, %slice_435, %frg_C_55) : (!mma_f16_f16_f32_64x32x16_1, !memref_rmem_f32_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,8):(0,512)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            %slice_436 = cute.slice(%frg_A_50, %coord_192) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,8,4,2):(0,512,128,4096)">, !cute.coord<"(_,_,2,1)">
            %slice_437 = cute.slice(%frg_B_52, %coord_192) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,2)):(0,0,2,(0,256))">, !cute.coord<"(_,_,2,1)">
            cute.gemm(%1958, %frg_C_55, %slice_436, %slice_437, %frg_C_55) : (!mma_f16_f16_f32_64x32x16_1, !memref_rmem_f32_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,8):(0,512)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            %slice_438 = cute.slice(%frg_A_50, %coord_196) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,8,4,2):(0,512,128,4096)">, !cute.coord<"(_,_,3,1)">
            %slice_439 = cute.slice(%frg_B_52, %coord_196) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4,(1,2)):(0,0,2,(0,256))">, !cute.coord<"(_,_,3,1)">
            cute.gemm(%1958, %frg_C_55, %slice_438, %slice_439, %frg_C_55) : (!mma_f16_f16_f32_64x32x16_1, !memref_rmem_f32_1, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,8):(0,512)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">, !memref_rmem_f32_1)
            nvvm.wgmma.commit.group.sync.aligned
            nvvm.wgmma.wait.group.sync.aligned 0
            nvvm.barrier.arrive id = %c4_i32 number_of_threads = %c256_i32
            scf.yield %1492, %1153, %1958 : f32, !mma_f16_f16_f32_64x32x16, !mma_f16_f16_f32_64x32x16_1
          } {loop_annotation = #loop_annotation}
          %120 = cute.memref.load(%rmem_56, %coord_57) : (!memref_rmem_f32_2, !cute.coord<"0">) -> f32
          %121 = nvvm.shfl.sync bfly %c-1_i32, %120, %c4_i32, %c31_i32 : f32 -> f32
          %122 = arith.addf %120, %121 : f32
          cute.memref.store(%rmem_56, %coord_57, %122) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          %123 = cute.memref.load(%rmem_56, %coord_57) : (!memref_rmem_f32_2, !cute.coord<"0">) -> f32
          %124 = nvvm.shfl.sync bfly %c-1_i32, %123, %c8_i32, %c31_i32 : f32 -> f32
          %125 = arith.addf %123, %124 : f32
          cute.memref.store(%rmem_56, %coord_57, %125) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          %126 = cute.memref.load(%rmem_56, %coord_57) : (!memref_rmem_f32_2, !cute.coord<"0">) -> f32
          %127 = nvvm.shfl.sync bfly %c-1_i32, %126, %c16_i32, %c31_i32 : f32 -> f32
          %128 = arith.addf %126, %127 : f32
          cute.memref.store(%rmem_56, %coord_57, %128) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          %129 = cute.memref.load(%rmem_56, %coord_58) : (!memref_rmem_f32_2, !cute.coord<"1">) -> f32
          %130 = nvvm.shfl.sync bfly %c-1_i32, %129, %c4_i32, %c31_i32 : f32 -> f32
          %131 = arith.addf %129, %130 : f32
          cute.memref.store(%rmem_56, %coord_58, %131) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          %132 = cute.memref.load(%rmem_56, %coord_58) : (!memref_rmem_f32_2, !cute.coord<"1">) -> f32
          %133 = nvvm.shfl.sync bfly %c-1_i32, %132, %c8_i32, %c31_i32 : f32 -> f32
          %134 = arith.addf %132, %133 : f32
          cute.memref.store(%rmem_56, %coord_58, %134) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          %135 = cute.memref.load(%rmem_56, %coord_58) : (!memref_rmem_f32_2, !cute.coord<"1">) -> f32
          %136 = nvvm.shfl.sync bfly %c-1_i32, %135, %c16_i32, %c31_i32 : f32 -> f32
          %137 = arith.addf %135, %136 : f32
          cute.memref.store(%rmem_56, %coord_58, %137) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          %138 = cute.memref.load(%rmem_56, %coord_59) : (!memref_rmem_f32_2, !cute.coord<"2">) -> f32
          %139 = nvvm.shfl.sync bfly %c-1_i32, %138, %c4_i32, %c31_i32 : f32 -> f32
          %140 = arith.addf %138, %139 : f32
          cute.memref.store(%rmem_56, %coord_59, %140) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          %141 = cute.memref.load(%rmem_56, %coord_59) : (!memref_rmem_f32_2, !cute.coord<"2">) -> f32
          %142 = nvvm.shfl.sync bfly %c-1_i32, %141, %c8_i32, %c31_i32 : f32 -> f32
          %143 = arith.addf %141, %142 : f32
          cute.memref.store(%rmem_56, %coord_59, %143) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          %144 = cute.memref.load(%rmem_56, %coord_59) : (!memref_rmem_f32_2, !cute.coord<"2">) -> f32
          %145 = nvvm.shfl.sync bfly %c-1_i32, %144, %c16_i32, %c31_i32 : f32 -> f32
          %146 = arith.addf %144, %145 : f32
          cute.memref.store(%rmem_56, %coord_59, %146) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          %147 = cute.memref.load(%rmem_56, %coord_60) : (!memref_rmem_f32_2, !cute.coord<"3">) -> f32
          %148 = nvvm.shfl.sync bfly %c-1_i32, %147, %c4_i32, %c31_i32 : f32 -> f32
          %149 = arith.addf %147, %148 : f32
          cute.memref.store(%rmem_56, %coord_60, %149) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          %150 = cute.memref.load(%rmem_56, %coord_60) : (!memref_rmem_f32_2, !cute.coord<"3">) -> f32
          %151 = nvvm.shfl.sync bfly %c-1_i32, %150, %c8_i32, %c31_i32 : f32 -> f32
          %152 = arith.addf %150, %151 : f32
          cute.memref.store(%rmem_56, %coord_60, %152) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          %153 = cute.memref.load(%rmem_56, %coord_60) : (!memref_rmem_f32_2, !cute.coord<"3">) -> f32
          %154 = nvvm.shfl.sync bfly %c-1_i32, %153, %c16_i32, %c31_i32 : f32 -> f32
          %155 = arith.addf %153, %154 : f32
          cute.memref.store(%rmem_56, %coord_60, %155) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          %156 = cute.memref.load(%rmem_56, %coord_61) : (!memref_rmem_f32_2, !cute.coord<"4">) -> f32
          %157 = nvvm.shfl.sync bfly %c-1_i32, %156, %c4_i32, %c31_i32 : f32 -> f32
          %158 = arith.addf %156, %157 : f32
          cute.memref.store(%rmem_56, %coord_61, %158) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          %159 = cute.memref.load(%rmem_56, %coord_61) : (!memref_rmem_f32_2, !cute.coord<"4">) -> f32
          %160 = nvvm.shfl.sync bfly %c-1_i32, %159, %c8_i32, %c31_i32 : f32 -> f32
          %161 = arith.addf %159, %160 : f32
          cute.memref.store(%rmem_56, %coord_61, %161) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          %162 = cute.memref.load(%rmem_56, %coord_61) : (!memref_rmem_f32_2, !cute.coord<"4">) -> f32
          %163 = nvvm.shfl.sync bfly %c-1_i32, %162, %c16_i32, %c31_i32 : f32 -> f32
          %164 = arith.addf %162, %163 : f32
          cute.memref.store(%rmem_56, %coord_61, %164) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          %165 = cute.memref.load(%rmem_56, %coord_62) : (!memref_rmem_f32_2, !cute.coord<"5">) -> f32
          %166 = nvvm.shfl.sync bfly %c-1_i32, %165, %c4_i32, %c31_i32 : f32 -> f32
          %167 = arith.addf %165, %166 : f32
          cute.memref.store(%rmem_56, %coord_62, %167) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
          %168 = cute.memref.load(%rmem_56, %coord_62) : (!memref_rmem_f32_2, !cute.coord<"5">) -> f32
          %169 = nvvm.shfl.sync bfly %c-1_i32, %168, %c8_i32, %c31_i32 : f32 -> f32
          %170 = arith.addf %168, %169 : f32
          cute.memref.store(%rmem_56, %coord_62, %170) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
          %171 = cute.memref.load(%rmem_56, %coord_62) : (!memref_rmem_f32_2, !cute.coord<"5">) -> f32
          %172 = nvvm.shfl.sync bfly %c-1_i32, %171, %c16_i32, %c31_i32 : f32 -> f32
          %173 = arith.addf %171, %172 : f32
          cute.memref.store(%rmem_56, %coord_62, %173) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
          %174 = cute.memref.load(%rmem_56, %coord_63) : (!memref_rmem_f32_2, !cute.coord<"6">) -> f32
          %175 = nvvm.shfl.sync bfly %c-1_i32, %174, %c4_i32, %c31_i32 : f32 -> f32
          %176 = arith.addf %174, %175 : f32
          cute.memref.store(%rmem_56, %coord_63, %176) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
          %177 = cute.memref.load(%rmem_56, %coord_63) : (!memref_rmem_f32_2, !cute.coord<"6">) -> f32
          %178 = nvvm.shfl.sync bfly %c-1_i32, %177, %c8_i32, %c31_i32 : f32 -> f32
          %179 = arith.addf %177, %178 : f32
          cute.memref.store(%rmem_56, %coord_63, %179) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
          %180 = cute.memref.load(%rmem_56, %coord_63) : (!memref_rmem_f32_2, !cute.coord<"6">) -> f32
          %181 = nvvm.shfl.sync bfly %c-1_i32, %180, %c16_i32, %c31_i32 : f32 -> f32
          %182 = arith.addf %180, %181 : f32
          cute.memref.store(%rmem_56, %coord_63, %182) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
          %183 = cute.memref.load(%rmem_56, %coord_64) : (!memref_rmem_f32_2, !cute.coord<"7">) -> f32
          %184 = nvvm.shfl.sync bfly %c-1_i32, %183, %c4_i32, %c31_i32 : f32 -> f32
          %185 = arith.addf %183, %184 : f32
          cute.memref.store(%rmem_56, %coord_64, %185) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
          %186 = cute.memref.load(%rmem_56, %coord_64) : (!memref_rmem_f32_2, !cute.coord<"7">) -> f32
          %187 = nvvm.shfl.sync bfly %c-1_i32, %186, %c8_i32, %c31_i32 : f32 -> f32
          %188 = arith.addf %186, %187 : f32
          cute.memref.store(%rmem_56, %coord_64, %188) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
          %189 = cute.memref.load(%rmem_56, %coord_64) : (!memref_rmem_f32_2, !cute.coord<"7">) -> f32
          %190 = nvvm.shfl.sync bfly %c-1_i32, %189, %c16_i32, %c31_i32 : f32 -> f32
          %191 = arith.addf %189, %190 : f32
          cute.memref.store(%rmem_56, %coord_64, %191) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
          %192 = arith.addi %101, %c512_i32 : i32
          nvvm.barrier id = %c8_i32 number_of_threads = %c128_i32
          %193 = arith.cmpi slt, %99, %c4_i32 : i32
          scf.if %193 {
            %1116 = arith.muli %100, %c32_i32 : i32
            %1117 = arith.addi %1116, %110 : i32
            %1118 = arith.muli %1117, %c4_i32 : i32
            %1119 = arith.addi %192, %1118 : i32
            %1120 = cute.memref.load(%rmem_56, %coord_57) : (!memref_rmem_f32_2, !cute.coord<"0">) -> f32
            %1121 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1120 : (f32) -> f32
            nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1119, %1121 : i32, f32)
            %1122 = arith.addi %1116, %111 : i32
            %1123 = arith.muli %1122, %c4_i32 : i32
            %1124 = arith.addi %192, %1123 : i32
            %1125 = cute.memref.load(%rmem_56, %coord_58) : (!memref_rmem_f32_2, !cute.coord<"1">) -> f32
            %1126 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1125 : (f32) -> f32
            nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1124, %1126 : i32, f32)
            %1127 = arith.addi %1116, %112 : i32
            %1128 = arith.muli %1127, %c4_i32 : i32
            %1129 = arith.addi %192, %1128 : i32
            %1130 = cute.memref.load(%rmem_56, %coord_59) : (!memref_rmem_f32_2, !cute.coord<"2">) -> f32
            %1131 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1130 : (f32) -> f32
            nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1129, %1131 : i32, f32)
            %1132 = arith.addi %1116, %113 : i32
            %1133 = arith.muli %1132, %c4_i32 : i32
            %1134 = arith.addi %192, %1133 : i32
            %1135 = cute.memref.load(%rmem_56, %coord_60) : (!memref_rmem_f32_2, !cute.coord<"3">) -> f32
            %1136 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1135 : (f32) -> f32
            nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1134, %1136 : i32, f32)
            %1137 = arith.addi %1116, %114 : i32
            %1138 = arith.muli %1137, %c4_i32 : i32
            %1139 = arith.addi %192, %1138 : i32
            %1140 = cute.memref.load(%rmem_56, %coord_61) : (!memref_rmem_f32_2, !cute.coord<"4">) -> f32
            %1141 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1140 : (f32) -> f32
            nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1139, %1141 : i32, f32)
            %1142 = arith.addi %1116, %115 : i32
            %1143 = arith.muli %1142, %c4_i32 : i32
            %1144 = arith.addi %192, %1143 : i32
            %1145 = cute.memref.load(%rmem_56, %coord_62) : (!memref_rmem_f32_2, !cute.coord<"5">) -> f32
            %1146 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1145 : (f32) -> f32
            nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1144, %1146 : i32, f32)
            %1147 = arith.addi %1116, %116 : i32
            %1148 = arith.muli %1147, %c4_i32 : i32
            %1149 = arith.addi %192, %1148 : i32
            %1150 = cute.memref.load(%rmem_56, %coord_63) : (!memref_rmem_f32_2, !cute.coord<"6">) -> f32
            %1151 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1150 : (f32) -> f32
            nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1149, %1151 : i32, f32)
            %1152 = arith.addi %1116, %117 : i32
            %1153 = arith.muli %1152, %c4_i32 : i32
            %1154 = arith.addi %192, %1153 : i32
            %1155 = cute.memref.load(%rmem_56, %coord_64) : (!memref_rmem_f32_2, !cute.coord<"7">) -> f32
            %1156 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1155 : (f32) -> f32
            nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1154, %1156 : i32, f32)
          }
          nvvm.barrier id = %c8_i32 number_of_threads = %c128_i32
          %194 = arith.muli %109, %c8_i32 : i32
          %195 = arith.addi %192, %194 : i32
          %196 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%195 : i32) -> f32
          %197 = arith.addf %196, %cst_4 : f32
          %198 = arith.addi %110, %c32_i32 : i32
          %199 = arith.muli %198, %c4_i32 : i32
          %200 = arith.addi %192, %199 : i32
          %201 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%200 : i32) -> f32
          %202 = arith.addf %197, %201 : f32
          %203 = arith.addi %110, %c64_i32 : i32
          %204 = arith.muli %203, %c4_i32 : i32
          %205 = arith.addi %192, %204 : i32
          %206 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%205 : i32) -> f32
          %207 = arith.addf %202, %206 : f32
          %208 = arith.addi %110, %c96_i32 : i32
          %209 = arith.muli %208, %c4_i32 : i32
          %210 = arith.addi %192, %209 : i32
          %211 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%210 : i32) -> f32
          %212 = arith.addf %207, %211 : f32
          cute.memref.store(%rmem_56, %coord_57, %212) : (!memref_rmem_f32_2, !cute.coord<"0">, f32) -> ()
          %213 = arith.muli %111, %c4_i32 : i32
          %214 = arith.addi %192, %213 : i32
          %215 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%214 : i32) -> f32
          %216 = arith.addf %215, %cst_4 : f32
          %217 = arith.addi %110, %c33_i32 : i32
          %218 = arith.muli %217, %c4_i32 : i32
          %219 = arith.addi %192, %218 : i32
          %220 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%219 : i32) -> f32
          %221 = arith.addf %216, %220 : f32
          %222 = arith.addi %110, %c65_i32 : i32
          %223 = arith.muli %222, %c4_i32 : i32
          %224 = arith.addi %192, %223 : i32
          %225 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%224 : i32) -> f32
          %226 = arith.addf %221, %225 : f32
          %227 = arith.addi %110, %c97_i32 : i32
          %228 = arith.muli %227, %c4_i32 : i32
          %229 = arith.addi %192, %228 : i32
          %230 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%229 : i32) -> f32
          %231 = arith.addf %226, %230 : f32
          cute.memref.store(%rmem_56, %coord_58, %231) : (!memref_rmem_f32_2, !cute.coord<"1">, f32) -> ()
          %232 = arith.muli %112, %c4_i32 : i32
          %233 = arith.addi %192, %232 : i32
          %234 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%233 : i32) -> f32
          %235 = arith.addf %234, %cst_4 : f32
          %236 = arith.addi %110, %c40_i32 : i32
          %237 = arith.muli %236, %c4_i32 : i32
          %238 = arith.addi %192, %237 : i32
          %239 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%238 : i32) -> f32
          %240 = arith.addf %235, %239 : f32
          %241 = arith.addi %110, %c72_i32 : i32
          %242 = arith.muli %241, %c4_i32 : i32
          %243 = arith.addi %192, %242 : i32
          %244 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%243 : i32) -> f32
          %245 = arith.addf %240, %244 : f32
          %246 = arith.addi %110, %c104_i32 : i32
          %247 = arith.muli %246, %c4_i32 : i32
          %248 = arith.addi %192, %247 : i32
          %249 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%248 : i32) -> f32
          %250 = arith.addf %245, %249 : f32
          cute.memref.store(%rmem_56, %coord_59, %250) : (!memref_rmem_f32_2, !cute.coord<"2">, f32) -> ()
          %251 = arith.muli %113, %c4_i32 : i32
          %252 = arith.addi %192, %251 : i32
          %253 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%252 : i32) -> f32
          %254 = arith.addf %253, %cst_4 : f32
          %255 = arith.addi %110, %c41_i32 : i32
          %256 = arith.muli %255, %c4_i32 : i32
          %257 = arith.addi %192, %256 : i32
          %258 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%257 : i32) -> f32
          %259 = arith.addf %254, %258 : f32
          %260 = arith.addi %110, %c73_i32 : i32
          %261 = arith.muli %260, %c4_i32 : i32
          %262 = arith.addi %192, %261 : i32
          %263 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%262 : i32) -> f32
          %264 = arith.addf %259, %263 : f32
          %265 = arith.addi %110, %c105_i32 : i32
          %266 = arith.muli %265, %c4_i32 : i32
          %267 = arith.addi %192, %266 : i32
          %268 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%267 : i32) -> f32
          %269 = arith.addf %264, %268 : f32
          cute.memref.store(%rmem_56, %coord_60, %269) : (!memref_rmem_f32_2, !cute.coord<"3">, f32) -> ()
          %270 = arith.muli %114, %c4_i32 : i32
          %271 = arith.addi %192, %270 : i32
          %272 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%271 : i32) -> f32
          %273 = arith.addf %272, %cst_4 : f32
          %274 = arith.addi %110, %c48_i32 : i32
          %275 = arith.muli %274, %c4_i32 : i32
          %276 = arith.addi %192, %275 : i32
          %277 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%276 : i32) -> f32
          %278 = arith.addf %273, %277 : f32
          %279 = arith.addi %110, %c80_i32 : i32
          %280 = arith.muli %279, %c4_i32 : i32
          %281 = arith.addi %192, %280 : i32
          %282 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%281 : i32) -> f32
          %283 = arith.addf %278, %282 : f32
          %284 = arith.addi %110, %c112_i32 : i32
          %285 = arith.muli %284, %c4_i32 : i32
          %286 = arith.addi %192, %285 : i32
          %287 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%286 : i32) -> f32
          %288 = arith.addf %283, %287 : f32
          cute.memref.store(%rmem_56, %coord_61, %288) : (!memref_rmem_f32_2, !cute.coord<"4">, f32) -> ()
          %289 = arith.muli %115, %c4_i32 : i32
          %290 = arith.addi %192, %289 : i32
          %291 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%290 : i32) -> f32
          %292 = arith.addf %291, %cst_4 : f32
          %293 = arith.addi %110, %c49_i32 : i32
          %294 = arith.muli %293, %c4_i32 : i32
          %295 = arith.addi %192, %294 : i32
          %296 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%295 : i32) -> f32
          %297 = arith.addf %292, %296 : f32
          %298 = arith.addi %110, %c81_i32 : i32
          %299 = arith.muli %298, %c4_i32 : i32
          %300 = arith.addi %192, %299 : i32
          %301 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%300 : i32) -> f32
          %302 = arith.addf %297, %301 : f32
          %303 = arith.addi %110, %c113_i32 : i32
          %304 = arith.muli %303, %c4_i32 : i32
          %305 = arith.addi %192, %304 : i32
          %306 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%305 : i32) -> f32
          %307 = arith.addf %302, %306 : f32
          cute.memref.store(%rmem_56, %coord_62, %307) : (!memref_rmem_f32_2, !cute.coord<"5">, f32) -> ()
          %308 = arith.muli %116, %c4_i32 : i32
          %309 = arith.addi %192, %308 : i32
          %310 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%309 : i32) -> f32
          %311 = arith.addf %310, %cst_4 : f32
          %312 = arith.addi %110, %c56_i32 : i32
          %313 = arith.muli %312, %c4_i32 : i32
          %314 = arith.addi %192, %313 : i32
          %315 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%314 : i32) -> f32
          %316 = arith.addf %311, %315 : f32
          %317 = arith.addi %110, %c88_i32 : i32
          %318 = arith.muli %317, %c4_i32 : i32
          %319 = arith.addi %192, %318 : i32
          %320 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%319 : i32) -> f32
          %321 = arith.addf %316, %320 : f32
          %322 = arith.addi %110, %c120_i32 : i32
          %323 = arith.muli %322, %c4_i32 : i32
          %324 = arith.addi %192, %323 : i32
          %325 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%324 : i32) -> f32
          %326 = arith.addf %321, %325 : f32
          cute.memref.store(%rmem_56, %coord_63, %326) : (!memref_rmem_f32_2, !cute.coord<"6">, f32) -> ()
          %327 = arith.muli %117, %c4_i32 : i32
          %328 = arith.addi %192, %327 : i32
          %329 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%328 : i32) -> f32
          %330 = arith.addf %329, %cst_4 : f32
          %331 = arith.addi %110, %c57_i32 : i32
          %332 = arith.muli %331, %c4_i32 : i32
          %333 = arith.addi %192, %332 : i32
          %334 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%333 : i32) -> f32
          %335 = arith.addf %330, %334 : f32
          %336 = arith.addi %110, %c89_i32 : i32
          %337 = arith.muli %336, %c4_i32 : i32
          %338 = arith.addi %192, %337 : i32
          %339 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%338 : i32) -> f32
          %340 = arith.addf %335, %339 : f32
          %341 = arith.addi %110, %c121_i32 : i32
          %342 = arith.muli %341, %c4_i32 : i32
          %343 = arith.addi %192, %342 : i32
          %344 = nvvm.inline_ptx "ld.shared.f32 {$w0}, [{$r0}];" ro(%343 : i32) -> f32
          %345 = arith.addf %340, %344 : f32
          cute.memref.store(%rmem_56, %coord_64, %345) : (!memref_rmem_f32_2, !cute.coord<"7">, f32) -> ()
          nvvm.barrier id = %c5_i32 number_of_threads = %c256_i32
          %346 = arith.muli %98, %c4_i32 : i32
          %347 = arith.addi %7, %346 : i32
          %348 = cute.memref.load(%frg_C_55, %coord_57) : (!memref_rmem_f32_1, !cute.coord<"0">) -> f32
          %349 = arith.mulf %348, %119#0 : f32
          %350 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %349 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%347, %350 : i32, f32)
          %351 = arith.addi %98, %c128_i32 : i32
          %352 = arith.muli %351, %c4_i32 : i32
          %353 = arith.addi %7, %352 : i32
          %354 = cute.memref.load(%frg_C_55, %coord_58) : (!memref_rmem_f32_1, !cute.coord<"1">) -> f32
          %355 = arith.mulf %354, %119#0 : f32
          %356 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %355 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%353, %356 : i32, f32)
          %357 = arith.addi %98, %c256_i32 : i32
          %358 = arith.muli %357, %c4_i32 : i32
          %359 = arith.addi %7, %358 : i32
          %360 = cute.memref.load(%frg_C_55, %coord_59) : (!memref_rmem_f32_1, !cute.coord<"2">) -> f32
          %361 = arith.mulf %360, %119#0 : f32
          %362 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %361 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%359, %362 : i32, f32)
          %363 = arith.addi %98, %c384_i32 : i32
          %364 = arith.muli %363, %c4_i32 : i32
          %365 = arith.addi %7, %364 : i32
          %366 = cute.memref.load(%frg_C_55, %coord_60) : (!memref_rmem_f32_1, !cute.coord<"3">) -> f32
          %367 = arith.mulf %366, %119#0 : f32
          %368 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %367 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%365, %368 : i32, f32)
          %369 = arith.addi %98, %c512_i32 : i32
          %370 = arith.muli %369, %c4_i32 : i32
          %371 = arith.addi %7, %370 : i32
          %372 = cute.memref.load(%frg_C_55, %coord_61) : (!memref_rmem_f32_1, !cute.coord<"4">) -> f32
          %373 = arith.mulf %372, %119#0 : f32
          %374 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %373 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%371, %374 : i32, f32)
          %375 = arith.addi %98, %c640_i32 : i32
          %376 = arith.muli %375, %c4_i32 : i32
          %377 = arith.addi %7, %376 : i32
          %378 = cute.memref.load(%frg_C_55, %coord_62) : (!memref_rmem_f32_1, !cute.coord<"5">) -> f32
          %379 = arith.mulf %378, %119#0 : f32
          %380 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %379 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%377, %380 : i32, f32)
          %381 = arith.addi %98, %c768_i32 : i32
          %382 = arith.muli %381, %c4_i32 : i32
          %383 = arith.addi %7, %382 : i32
          %384 = cute.memref.load(%frg_C_55, %coord_63) : (!memref_rmem_f32_1, !cute.coord<"6">) -> f32
          %385 = arith.mulf %384, %119#0 : f32
          %386 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %385 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%383, %386 : i32, f32)
          %387 = arith.addi %98, %c896_i32 : i32
          %388 = arith.muli %387, %c4_i32 : i32
          %389 = arith.addi %7, %388 : i32
          %390 = cute.memref.load(%frg_C_55, %coord_64) : (!memref_rmem_f32_1, !cute.coord<"7">) -> f32
          %391 = arith.mulf %390, %119#0 : f32
          %392 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %391 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%389, %392 : i32, f32)
          %393 = arith.addi %98, %c1024_i32 : i32
          %394 = arith.muli %393, %c4_i32 : i32
          %395 = arith.addi %7, %394 : i32
          %coord_65 = cute.make_coord() : () -> !cute.coord<"8">
          %396 = cute.memref.load(%frg_C_55, %coord_65) : (!memref_rmem_f32_1, !cute.coord<"8">) -> f32
          %397 = arith.mulf %396, %119#0 : f32
          %398 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %397 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%395, %398 : i32, f32)
          %399 = arith.addi %98, %c1152_i32 : i32
          %400 = arith.muli %399, %c4_i32 : i32
          %401 = arith.addi %7, %400 : i32
          %coord_66 = cute.make_coord() : () -> !cute.coord<"9">
          %402 = cute.memref.load(%frg_C_55, %coord_66) : (!memref_rmem_f32_1, !cute.coord<"9">) -> f32
          %403 = arith.mulf %402, %119#0 : f32
          %404 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %403 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%401, %404 : i32, f32)
          %405 = arith.addi %98, %c1280_i32 : i32
          %406 = arith.muli %405, %c4_i32 : i32
          %407 = arith.addi %7, %406 : i32
          %coord_67 = cute.make_coord() : () -> !cute.coord<"10">
          %408 = cute.memref.load(%frg_C_55, %coord_67) : (!memref_rmem_f32_1, !cute.coord<"10">) -> f32
          %409 = arith.mulf %408, %119#0 : f32
          %410 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %409 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%407, %410 : i32, f32)
          %411 = arith.addi %98, %c1408_i32 : i32
          %412 = arith.muli %411, %c4_i32 : i32
          %413 = arith.addi %7, %412 : i32
          %coord_68 = cute.make_coord() : () -> !cute.coord<"11">
          %414 = cute.memref.load(%frg_C_55, %coord_68) : (!memref_rmem_f32_1, !cute.coord<"11">) -> f32
          %415 = arith.mulf %414, %119#0 : f32
          %416 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %415 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%413, %416 : i32, f32)
          %417 = arith.addi %98, %c1536_i32 : i32
          %418 = arith.muli %417, %c4_i32 : i32
          %419 = arith.addi %7, %418 : i32
          %coord_69 = cute.make_coord() : () -> !cute.coord<"12">
          %420 = cute.memref.load(%frg_C_55, %coord_69) : (!memref_rmem_f32_1, !cute.coord<"12">) -> f32
          %421 = arith.mulf %420, %119#0 : f32
          %422 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %421 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%419, %422 : i32, f32)
          %423 = arith.addi %98, %c1664_i32 : i32
          %424 = arith.muli %423, %c4_i32 : i32
          %425 = arith.addi %7, %424 : i32
          %coord_70 = cute.make_coord() : () -> !cute.coord<"13">
          %426 = cute.memref.load(%frg_C_55, %coord_70) : (!memref_rmem_f32_1, !cute.coord<"13">) -> f32
          %427 = arith.mulf %426, %119#0 : f32
          %428 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %427 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%425, %428 : i32, f32)
          %429 = arith.addi %98, %c1792_i32 : i32
          %430 = arith.muli %429, %c4_i32 : i32
          %431 = arith.addi %7, %430 : i32
          %coord_71 = cute.make_coord() : () -> !cute.coord<"14">
          %432 = cute.memref.load(%frg_C_55, %coord_71) : (!memref_rmem_f32_1, !cute.coord<"14">) -> f32
          %433 = arith.mulf %432, %119#0 : f32
          %434 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %433 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%431, %434 : i32, f32)
          %435 = arith.addi %98, %c1920_i32 : i32
          %436 = arith.muli %435, %c4_i32 : i32
          %437 = arith.addi %7, %436 : i32
          %coord_72 = cute.make_coord() : () -> !cute.coord<"15">
          %438 = cute.memref.load(%frg_C_55, %coord_72) : (!memref_rmem_f32_1, !cute.coord<"15">) -> f32
          %439 = arith.mulf %438, %119#0 : f32
          %440 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %439 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%437, %440 : i32, f32)
          %441 = arith.addi %98, %c2048_i32 : i32
          %442 = arith.muli %441, %c4_i32 : i32
          %443 = arith.addi %7, %442 : i32
          %coord_73 = cute.make_coord() : () -> !cute.coord<"16">
          %444 = cute.memref.load(%frg_C_55, %coord_73) : (!memref_rmem_f32_1, !cute.coord<"16">) -> f32
          %445 = arith.mulf %444, %119#0 : f32
          %446 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %445 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%443, %446 : i32, f32)
          %447 = arith.addi %98, %c2176_i32 : i32
          %448 = arith.muli %447, %c4_i32 : i32
          %449 = arith.addi %7, %448 : i32
          %coord_74 = cute.make_coord() : () -> !cute.coord<"17">
          %450 = cute.memref.load(%frg_C_55, %coord_74) : (!memref_rmem_f32_1, !cute.coord<"17">) -> f32
          %451 = arith.mulf %450, %119#0 : f32
          %452 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %451 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%449, %452 : i32, f32)
          %453 = arith.addi %98, %c2304_i32 : i32
          %454 = arith.muli %453, %c4_i32 : i32
          %455 = arith.addi %7, %454 : i32
          %coord_75 = cute.make_coord() : () -> !cute.coord<"18">
          %456 = cute.memref.load(%frg_C_55, %coord_75) : (!memref_rmem_f32_1, !cute.coord<"18">) -> f32
          %457 = arith.mulf %456, %119#0 : f32
          %458 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %457 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%455, %458 : i32, f32)
          %459 = arith.addi %98, %c2432_i32 : i32
          %460 = arith.muli %459, %c4_i32 : i32
          %461 = arith.addi %7, %460 : i32
          %coord_76 = cute.make_coord() : () -> !cute.coord<"19">
          %462 = cute.memref.load(%frg_C_55, %coord_76) : (!memref_rmem_f32_1, !cute.coord<"19">) -> f32
          %463 = arith.mulf %462, %119#0 : f32
          %464 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %463 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%461, %464 : i32, f32)
          %465 = arith.addi %98, %c2560_i32 : i32
          %466 = arith.muli %465, %c4_i32 : i32
          %467 = arith.addi %7, %466 : i32
          %coord_77 = cute.make_coord() : () -> !cute.coord<"20">
          %468 = cute.memref.load(%frg_C_55, %coord_77) : (!memref_rmem_f32_1, !cute.coord<"20">) -> f32
          %469 = arith.mulf %468, %119#0 : f32
          %470 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %469 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%467, %470 : i32, f32)
          %471 = arith.addi %98, %c2688_i32 : i32
          %472 = arith.muli %471, %c4_i32 : i32
          %473 = arith.addi %7, %472 : i32
          %coord_78 = cute.make_coord() : () -> !cute.coord<"21">
          %474 = cute.memref.load(%frg_C_55, %coord_78) : (!memref_rmem_f32_1, !cute.coord<"21">) -> f32
          %475 = arith.mulf %474, %119#0 : f32
          %476 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %475 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%473, %476 : i32, f32)
          %477 = arith.addi %98, %c2816_i32 : i32
          %478 = arith.muli %477, %c4_i32 : i32
          %479 = arith.addi %7, %478 : i32
          %coord_79 = cute.make_coord() : () -> !cute.coord<"22">
          %480 = cute.memref.load(%frg_C_55, %coord_79) : (!memref_rmem_f32_1, !cute.coord<"22">) -> f32
          %481 = arith.mulf %480, %119#0 : f32
          %482 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %481 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%479, %482 : i32, f32)
          %483 = arith.addi %98, %c2944_i32 : i32
          %484 = arith.muli %483, %c4_i32 : i32
          %485 = arith.addi %7, %484 : i32
          %coord_80 = cute.make_coord() : () -> !cute.coord<"23">
          %486 = cute.memref.load(%frg_C_55, %coord_80) : (!memref_rmem_f32_1, !cute.coord<"23">) -> f32
          %487 = arith.mulf %486, %119#0 : f32
          %488 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %487 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%485, %488 : i32, f32)
          %489 = arith.addi %98, %c3072_i32 : i32
          %490 = arith.muli %489, %c4_i32 : i32
          %491 = arith.addi %7, %490 : i32
          %coord_81 = cute.make_coord() : () -> !cute.coord<"24">
          %492 = cute.memref.load(%frg_C_55, %coord_81) : (!memref_rmem_f32_1, !cute.coord<"24">) -> f32
          %493 = arith.mulf %492, %119#0 : f32
          %494 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %493 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%491, %494 : i32, f32)
          %495 = arith.addi %98, %c3200_i32 : i32
          %496 = arith.muli %495, %c4_i32 : i32
          %497 = arith.addi %7, %496 : i32
          %coord_82 = cute.make_coord() : () -> !cute.coord<"25">
          %498 = cute.memref.load(%frg_C_55, %coord_82) : (!memref_rmem_f32_1, !cute.coord<"25">) -> f32
          %499 = arith.mulf %498, %119#0 : f32
          %500 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %499 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%497, %500 : i32, f32)
          %501 = arith.addi %98, %c3328_i32 : i32
          %502 = arith.muli %501, %c4_i32 : i32
          %503 = arith.addi %7, %502 : i32
          %coord_83 = cute.make_coord() : () -> !cute.coord<"26">
          %504 = cute.memref.load(%frg_C_55, %coord_83) : (!memref_rmem_f32_1, !cute.coord<"26">) -> f32
          %505 = arith.mulf %504, %119#0 : f32
          %506 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %505 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%503, %506 : i32, f32)
          %507 = arith.addi %98, %c3456_i32 : i32
          %508 = arith.muli %507, %c4_i32 : i32
          %509 = arith.addi %7, %508 : i32
          %coord_84 = cute.make_coord() : () -> !cute.coord<"27">
          %510 = cute.memref.load(%frg_C_55, %coord_84) : (!memref_rmem_f32_1, !cute.coord<"27">) -> f32
          %511 = arith.mulf %510, %119#0 : f32
          %512 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %511 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%509, %512 : i32, f32)
          %513 = arith.addi %98, %c3584_i32 : i32
          %514 = arith.muli %513, %c4_i32 : i32
          %515 = arith.addi %7, %514 : i32
          %coord_85 = cute.make_coord() : () -> !cute.coord<"28">
          %516 = cute.memref.load(%frg_C_55, %coord_85) : (!memref_rmem_f32_1, !cute.coord<"28">) -> f32
          %517 = arith.mulf %516, %119#0 : f32
          %518 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %517 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%515, %518 : i32, f32)
          %519 = arith.addi %98, %c3712_i32 : i32
          %520 = arith.muli %519, %c4_i32 : i32
          %521 = arith.addi %7, %520 : i32
          %coord_86 = cute.make_coord() : () -> !cute.coord<"29">
          %522 = cute.memref.load(%frg_C_55, %coord_86) : (!memref_rmem_f32_1, !cute.coord<"29">) -> f32
          %523 = arith.mulf %522, %119#0 : f32
          %524 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %523 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%521, %524 : i32, f32)
          %525 = arith.addi %98, %c3840_i32 : i32
          %526 = arith.muli %525, %c4_i32 : i32
          %527 = arith.addi %7, %526 : i32
          %coord_87 = cute.make_coord() : () -> !cute.coord<"30">
          %528 = cute.memref.load(%frg_C_55, %coord_87) : (!memref_rmem_f32_1, !cute.coord<"30">) -> f32
          %529 = arith.mulf %528, %119#0 : f32
          %530 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %529 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%527, %530 : i32, f32)
          %531 = arith.addi %98, %c3968_i32 : i32
          %532 = arith.muli %531, %c4_i32 : i32
          %533 = arith.addi %7, %532 : i32
          %coord_88 = cute.make_coord() : () -> !cute.coord<"31">
          %534 = cute.memref.load(%frg_C_55, %coord_88) : (!memref_rmem_f32_1, !cute.coord<"31">) -> f32
          %535 = arith.mulf %534, %119#0 : f32
          %536 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %535 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%533, %536 : i32, f32)
          %537 = arith.addi %98, %c4096_i32 : i32
          %538 = arith.muli %537, %c4_i32 : i32
          %539 = arith.addi %7, %538 : i32
          %coord_89 = cute.make_coord() : () -> !cute.coord<"32">
          %540 = cute.memref.load(%frg_C_55, %coord_89) : (!memref_rmem_f32_1, !cute.coord<"32">) -> f32
          %541 = arith.mulf %540, %119#0 : f32
          %542 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %541 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%539, %542 : i32, f32)
          %543 = arith.addi %98, %c4224_i32 : i32
          %544 = arith.muli %543, %c4_i32 : i32
          %545 = arith.addi %7, %544 : i32
          %coord_90 = cute.make_coord() : () -> !cute.coord<"33">
          %546 = cute.memref.load(%frg_C_55, %coord_90) : (!memref_rmem_f32_1, !cute.coord<"33">) -> f32
          %547 = arith.mulf %546, %119#0 : f32
          %548 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %547 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%545, %548 : i32, f32)
          %549 = arith.addi %98, %c4352_i32 : i32
          %550 = arith.muli %549, %c4_i32 : i32
          %551 = arith.addi %7, %550 : i32
          %coord_91 = cute.make_coord() : () -> !cute.coord<"34">
          %552 = cute.memref.load(%frg_C_55, %coord_91) : (!memref_rmem_f32_1, !cute.coord<"34">) -> f32
          %553 = arith.mulf %552, %119#0 : f32
          %554 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %553 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%551, %554 : i32, f32)
          %555 = arith.addi %98, %c4480_i32 : i32
          %556 = arith.muli %555, %c4_i32 : i32
          %557 = arith.addi %7, %556 : i32
          %coord_92 = cute.make_coord() : () -> !cute.coord<"35">
          %558 = cute.memref.load(%frg_C_55, %coord_92) : (!memref_rmem_f32_1, !cute.coord<"35">) -> f32
          %559 = arith.mulf %558, %119#0 : f32
          %560 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %559 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%557, %560 : i32, f32)
          %561 = arith.addi %98, %c4608_i32 : i32
          %562 = arith.muli %561, %c4_i32 : i32
          %563 = arith.addi %7, %562 : i32
          %coord_93 = cute.make_coord() : () -> !cute.coord<"36">
          %564 = cute.memref.load(%frg_C_55, %coord_93) : (!memref_rmem_f32_1, !cute.coord<"36">) -> f32
          %565 = arith.mulf %564, %119#0 : f32
          %566 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %565 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%563, %566 : i32, f32)
          %567 = arith.addi %98, %c4736_i32 : i32
          %568 = arith.muli %567, %c4_i32 : i32
          %569 = arith.addi %7, %568 : i32
          %coord_94 = cute.make_coord() : () -> !cute.coord<"37">
          %570 = cute.memref.load(%frg_C_55, %coord_94) : (!memref_rmem_f32_1, !cute.coord<"37">) -> f32
          %571 = arith.mulf %570, %119#0 : f32
          %572 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %571 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%569, %572 : i32, f32)
          %573 = arith.addi %98, %c4864_i32 : i32
          %574 = arith.muli %573, %c4_i32 : i32
          %575 = arith.addi %7, %574 : i32
          %coord_95 = cute.make_coord() : () -> !cute.coord<"38">
          %576 = cute.memref.load(%frg_C_55, %coord_95) : (!memref_rmem_f32_1, !cute.coord<"38">) -> f32
          %577 = arith.mulf %576, %119#0 : f32
          %578 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %577 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%575, %578 : i32, f32)
          %579 = arith.addi %98, %c4992_i32 : i32
          %580 = arith.muli %579, %c4_i32 : i32
          %581 = arith.addi %7, %580 : i32
          %coord_96 = cute.make_coord() : () -> !cute.coord<"39">
          %582 = cute.memref.load(%frg_C_55, %coord_96) : (!memref_rmem_f32_1, !cute.coord<"39">) -> f32
          %583 = arith.mulf %582, %119#0 : f32
          %584 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %583 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%581, %584 : i32, f32)
          %585 = arith.addi %98, %c5120_i32 : i32
          %586 = arith.muli %585, %c4_i32 : i32
          %587 = arith.addi %7, %586 : i32
          %coord_97 = cute.make_coord() : () -> !cute.coord<"40">
          %588 = cute.memref.load(%frg_C_55, %coord_97) : (!memref_rmem_f32_1, !cute.coord<"40">) -> f32
          %589 = arith.mulf %588, %119#0 : f32
          %590 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %589 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%587, %590 : i32, f32)
          %591 = arith.addi %98, %c5248_i32 : i32
          %592 = arith.muli %591, %c4_i32 : i32
          %593 = arith.addi %7, %592 : i32
          %coord_98 = cute.make_coord() : () -> !cute.coord<"41">
          %594 = cute.memref.load(%frg_C_55, %coord_98) : (!memref_rmem_f32_1, !cute.coord<"41">) -> f32
          %595 = arith.mulf %594, %119#0 : f32
          %596 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %595 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%593, %596 : i32, f32)
          %597 = arith.addi %98, %c5376_i32 : i32
          %598 = arith.muli %597, %c4_i32 : i32
          %599 = arith.addi %7, %598 : i32
          %coord_99 = cute.make_coord() : () -> !cute.coord<"42">
          %600 = cute.memref.load(%frg_C_55, %coord_99) : (!memref_rmem_f32_1, !cute.coord<"42">) -> f32
          %601 = arith.mulf %600, %119#0 : f32
          %602 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %601 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%599, %602 : i32, f32)
          %603 = arith.addi %98, %c5504_i32 : i32
          %604 = arith.muli %603, %c4_i32 : i32
          %605 = arith.addi %7, %604 : i32
          %coord_100 = cute.make_coord() : () -> !cute.coord<"43">
          %606 = cute.memref.load(%frg_C_55, %coord_100) : (!memref_rmem_f32_1, !cute.coord<"43">) -> f32
          %607 = arith.mulf %606, %119#0 : f32
          %608 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %607 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%605, %608 : i32, f32)
          %609 = arith.addi %98, %c5632_i32 : i32
          %610 = arith.muli %609, %c4_i32 : i32
          %611 = arith.addi %7, %610 : i32
          %coord_101 = cute.make_coord() : () -> !cute.coord<"44">
          %612 = cute.memref.load(%frg_C_55, %coord_101) : (!memref_rmem_f32_1, !cute.coord<"44">) -> f32
          %613 = arith.mulf %612, %119#0 : f32
          %614 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %613 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%611, %614 : i32, f32)
          %615 = arith.addi %98, %c5760_i32 : i32
          %616 = arith.muli %615, %c4_i32 : i32
          %617 = arith.addi %7, %616 : i32
          %coord_102 = cute.make_coord() : () -> !cute.coord<"45">
          %618 = cute.memref.load(%frg_C_55, %coord_102) : (!memref_rmem_f32_1, !cute.coord<"45">) -> f32
          %619 = arith.mulf %618, %119#0 : f32
          %620 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %619 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%617, %620 : i32, f32)
          %621 = arith.addi %98, %c5888_i32 : i32
          %622 = arith.muli %621, %c4_i32 : i32
          %623 = arith.addi %7, %622 : i32
          %coord_103 = cute.make_coord() : () -> !cute.coord<"46">
          %624 = cute.memref.load(%frg_C_55, %coord_103) : (!memref_rmem_f32_1, !cute.coord<"46">) -> f32
          %625 = arith.mulf %624, %119#0 : f32
          %626 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %625 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%623, %626 : i32, f32)
          %627 = arith.addi %98, %c6016_i32 : i32
          %628 = arith.muli %627, %c4_i32 : i32
          %629 = arith.addi %7, %628 : i32
          %coord_104 = cute.make_coord() : () -> !cute.coord<"47">
          %630 = cute.memref.load(%frg_C_55, %coord_104) : (!memref_rmem_f32_1, !cute.coord<"47">) -> f32
          %631 = arith.mulf %630, %119#0 : f32
          %632 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %631 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%629, %632 : i32, f32)
          %633 = arith.addi %98, %c6144_i32 : i32
          %634 = arith.muli %633, %c4_i32 : i32
          %635 = arith.addi %7, %634 : i32
          %coord_105 = cute.make_coord() : () -> !cute.coord<"48">
          %636 = cute.memref.load(%frg_C_55, %coord_105) : (!memref_rmem_f32_1, !cute.coord<"48">) -> f32
          %637 = arith.mulf %636, %119#0 : f32
          %638 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %637 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%635, %638 : i32, f32)
          %639 = arith.addi %98, %c6272_i32 : i32
          %640 = arith.muli %639, %c4_i32 : i32
          %641 = arith.addi %7, %640 : i32
          %coord_106 = cute.make_coord() : () -> !cute.coord<"49">
          %642 = cute.memref.load(%frg_C_55, %coord_106) : (!memref_rmem_f32_1, !cute.coord<"49">) -> f32
          %643 = arith.mulf %642, %119#0 : f32
          %644 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %643 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%641, %644 : i32, f32)
          %645 = arith.addi %98, %c6400_i32 : i32
          %646 = arith.muli %645, %c4_i32 : i32
          %647 = arith.addi %7, %646 : i32
          %coord_107 = cute.make_coord() : () -> !cute.coord<"50">
          %648 = cute.memref.load(%frg_C_55, %coord_107) : (!memref_rmem_f32_1, !cute.coord<"50">) -> f32
          %649 = arith.mulf %648, %119#0 : f32
          %650 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %649 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%647, %650 : i32, f32)
          %651 = arith.addi %98, %c6528_i32 : i32
          %652 = arith.muli %651, %c4_i32 : i32
          %653 = arith.addi %7, %652 : i32
          %coord_108 = cute.make_coord() : () -> !cute.coord<"51">
          %654 = cute.memref.load(%frg_C_55, %coord_108) : (!memref_rmem_f32_1, !cute.coord<"51">) -> f32
          %655 = arith.mulf %654, %119#0 : f32
          %656 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %655 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%653, %656 : i32, f32)
          %657 = arith.addi %98, %c6656_i32 : i32
          %658 = arith.muli %657, %c4_i32 : i32
          %659 = arith.addi %7, %658 : i32
          %coord_109 = cute.make_coord() : () -> !cute.coord<"52">
          %660 = cute.memref.load(%frg_C_55, %coord_109) : (!memref_rmem_f32_1, !cute.coord<"52">) -> f32
          %661 = arith.mulf %660, %119#0 : f32
          %662 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %661 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%659, %662 : i32, f32)
          %663 = arith.addi %98, %c6784_i32 : i32
          %664 = arith.muli %663, %c4_i32 : i32
          %665 = arith.addi %7, %664 : i32
          %coord_110 = cute.make_coord() : () -> !cute.coord<"53">
          %666 = cute.memref.load(%frg_C_55, %coord_110) : (!memref_rmem_f32_1, !cute.coord<"53">) -> f32
          %667 = arith.mulf %666, %119#0 : f32
          %668 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %667 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%665, %668 : i32, f32)
          %669 = arith.addi %98, %c6912_i32 : i32
          %670 = arith.muli %669, %c4_i32 : i32
          %671 = arith.addi %7, %670 : i32
          %coord_111 = cute.make_coord() : () -> !cute.coord<"54">
          %672 = cute.memref.load(%frg_C_55, %coord_111) : (!memref_rmem_f32_1, !cute.coord<"54">) -> f32
          %673 = arith.mulf %672, %119#0 : f32
          %674 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %673 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%671, %674 : i32, f32)
          %675 = arith.addi %98, %c7040_i32 : i32
          %676 = arith.muli %675, %c4_i32 : i32
          %677 = arith.addi %7, %676 : i32
          %coord_112 = cute.make_coord() : () -> !cute.coord<"55">
          %678 = cute.memref.load(%frg_C_55, %coord_112) : (!memref_rmem_f32_1, !cute.coord<"55">) -> f32
          %679 = arith.mulf %678, %119#0 : f32
          %680 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %679 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%677, %680 : i32, f32)
          %681 = arith.addi %98, %c7168_i32 : i32
          %682 = arith.muli %681, %c4_i32 : i32
          %683 = arith.addi %7, %682 : i32
          %coord_113 = cute.make_coord() : () -> !cute.coord<"56">
          %684 = cute.memref.load(%frg_C_55, %coord_113) : (!memref_rmem_f32_1, !cute.coord<"56">) -> f32
          %685 = arith.mulf %684, %119#0 : f32
          %686 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %685 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%683, %686 : i32, f32)
          %687 = arith.addi %98, %c7296_i32 : i32
          %688 = arith.muli %687, %c4_i32 : i32
          %689 = arith.addi %7, %688 : i32
          %coord_114 = cute.make_coord() : () -> !cute.coord<"57">
          %690 = cute.memref.load(%frg_C_55, %coord_114) : (!memref_rmem_f32_1, !cute.coord<"57">) -> f32
          %691 = arith.mulf %690, %119#0 : f32
          %692 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %691 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%689, %692 : i32, f32)
          %693 = arith.addi %98, %c7424_i32 : i32
          %694 = arith.muli %693, %c4_i32 : i32
          %695 = arith.addi %7, %694 : i32
          %coord_115 = cute.make_coord() : () -> !cute.coord<"58">
          %696 = cute.memref.load(%frg_C_55, %coord_115) : (!memref_rmem_f32_1, !cute.coord<"58">) -> f32
          %697 = arith.mulf %696, %119#0 : f32
          %698 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %697 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%695, %698 : i32, f32)
          %699 = arith.addi %98, %c7552_i32 : i32
          %700 = arith.muli %699, %c4_i32 : i32
          %701 = arith.addi %7, %700 : i32
          %coord_116 = cute.make_coord() : () -> !cute.coord<"59">
          %702 = cute.memref.load(%frg_C_55, %coord_116) : (!memref_rmem_f32_1, !cute.coord<"59">) -> f32
          %703 = arith.mulf %702, %119#0 : f32
          %704 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %703 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%701, %704 : i32, f32)
          %705 = arith.addi %98, %c7680_i32 : i32
          %706 = arith.muli %705, %c4_i32 : i32
          %707 = arith.addi %7, %706 : i32
          %coord_117 = cute.make_coord() : () -> !cute.coord<"60">
          %708 = cute.memref.load(%frg_C_55, %coord_117) : (!memref_rmem_f32_1, !cute.coord<"60">) -> f32
          %709 = arith.mulf %708, %119#0 : f32
          %710 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %709 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%707, %710 : i32, f32)
          %711 = arith.addi %98, %c7808_i32 : i32
          %712 = arith.muli %711, %c4_i32 : i32
          %713 = arith.addi %7, %712 : i32
          %coord_118 = cute.make_coord() : () -> !cute.coord<"61">
          %714 = cute.memref.load(%frg_C_55, %coord_118) : (!memref_rmem_f32_1, !cute.coord<"61">) -> f32
          %715 = arith.mulf %714, %119#0 : f32
          %716 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %715 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%713, %716 : i32, f32)
          %717 = arith.addi %98, %c7936_i32 : i32
          %718 = arith.muli %717, %c4_i32 : i32
          %719 = arith.addi %7, %718 : i32
          %coord_119 = cute.make_coord() : () -> !cute.coord<"62">
          %720 = cute.memref.load(%frg_C_55, %coord_119) : (!memref_rmem_f32_1, !cute.coord<"62">) -> f32
          %721 = arith.mulf %720, %119#0 : f32
          %722 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %721 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%719, %722 : i32, f32)
          %723 = arith.addi %98, %c8064_i32 : i32
          %724 = arith.muli %723, %c4_i32 : i32
          %725 = arith.addi %7, %724 : i32
          %coord_120 = cute.make_coord() : () -> !cute.coord<"63">
          %726 = cute.memref.load(%frg_C_55, %coord_120) : (!memref_rmem_f32_1, !cute.coord<"63">) -> f32
          %727 = arith.mulf %726, %119#0 : f32
          %728 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %727 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%725, %728 : i32, f32)
          %729 = arith.addi %98, %c8192_i32 : i32
          %730 = arith.muli %729, %c4_i32 : i32
          %731 = arith.addi %7, %730 : i32
          %coord_121 = cute.make_coord() : () -> !cute.coord<"64">
          %732 = cute.memref.load(%frg_C_55, %coord_121) : (!memref_rmem_f32_1, !cute.coord<"64">) -> f32
          %733 = arith.mulf %732, %119#0 : f32
          %734 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %733 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%731, %734 : i32, f32)
          %735 = arith.addi %98, %c8320_i32 : i32
          %736 = arith.muli %735, %c4_i32 : i32
          %737 = arith.addi %7, %736 : i32
          %coord_122 = cute.make_coord() : () -> !cute.coord<"65">
          %738 = cute.memref.load(%frg_C_55, %coord_122) : (!memref_rmem_f32_1, !cute.coord<"65">) -> f32
          %739 = arith.mulf %738, %119#0 : f32
          %740 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %739 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%737, %740 : i32, f32)
          %741 = arith.addi %98, %c8448_i32 : i32
          %742 = arith.muli %741, %c4_i32 : i32
          %743 = arith.addi %7, %742 : i32
          %coord_123 = cute.make_coord() : () -> !cute.coord<"66">
          %744 = cute.memref.load(%frg_C_55, %coord_123) : (!memref_rmem_f32_1, !cute.coord<"66">) -> f32
          %745 = arith.mulf %744, %119#0 : f32
          %746 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %745 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%743, %746 : i32, f32)
          %747 = arith.addi %98, %c8576_i32 : i32
          %748 = arith.muli %747, %c4_i32 : i32
          %749 = arith.addi %7, %748 : i32
          %coord_124 = cute.make_coord() : () -> !cute.coord<"67">
          %750 = cute.memref.load(%frg_C_55, %coord_124) : (!memref_rmem_f32_1, !cute.coord<"67">) -> f32
          %751 = arith.mulf %750, %119#0 : f32
          %752 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %751 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%749, %752 : i32, f32)
          %753 = arith.addi %98, %c8704_i32 : i32
          %754 = arith.muli %753, %c4_i32 : i32
          %755 = arith.addi %7, %754 : i32
          %coord_125 = cute.make_coord() : () -> !cute.coord<"68">
          %756 = cute.memref.load(%frg_C_55, %coord_125) : (!memref_rmem_f32_1, !cute.coord<"68">) -> f32
          %757 = arith.mulf %756, %119#0 : f32
          %758 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %757 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%755, %758 : i32, f32)
          %759 = arith.addi %98, %c8832_i32 : i32
          %760 = arith.muli %759, %c4_i32 : i32
          %761 = arith.addi %7, %760 : i32
          %coord_126 = cute.make_coord() : () -> !cute.coord<"69">
          %762 = cute.memref.load(%frg_C_55, %coord_126) : (!memref_rmem_f32_1, !cute.coord<"69">) -> f32
          %763 = arith.mulf %762, %119#0 : f32
          %764 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %763 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%761, %764 : i32, f32)
          %765 = arith.addi %98, %c8960_i32 : i32
          %766 = arith.muli %765, %c4_i32 : i32
          %767 = arith.addi %7, %766 : i32
          %coord_127 = cute.make_coord() : () -> !cute.coord<"70">
          %768 = cute.memref.load(%frg_C_55, %coord_127) : (!memref_rmem_f32_1, !cute.coord<"70">) -> f32
          %769 = arith.mulf %768, %119#0 : f32
          %770 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %769 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%767, %770 : i32, f32)
          %771 = arith.addi %98, %c9088_i32 : i32
          %772 = arith.muli %771, %c4_i32 : i32
          %773 = arith.addi %7, %772 : i32
          %coord_128 = cute.make_coord() : () -> !cute.coord<"71">
          %774 = cute.memref.load(%frg_C_55, %coord_128) : (!memref_rmem_f32_1, !cute.coord<"71">) -> f32
          %775 = arith.mulf %774, %119#0 : f32
          %776 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %775 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%773, %776 : i32, f32)
          %777 = arith.addi %98, %c9216_i32 : i32
          %778 = arith.muli %777, %c4_i32 : i32
          %779 = arith.addi %7, %778 : i32
          %coord_129 = cute.make_coord() : () -> !cute.coord<"72">
          %780 = cute.memref.load(%frg_C_55, %coord_129) : (!memref_rmem_f32_1, !cute.coord<"72">) -> f32
          %781 = arith.mulf %780, %119#0 : f32
          %782 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %781 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%779, %782 : i32, f32)
          %783 = arith.addi %98, %c9344_i32 : i32
          %784 = arith.muli %783, %c4_i32 : i32
          %785 = arith.addi %7, %784 : i32
          %coord_130 = cute.make_coord() : () -> !cute.coord<"73">
          %786 = cute.memref.load(%frg_C_55, %coord_130) : (!memref_rmem_f32_1, !cute.coord<"73">) -> f32
          %787 = arith.mulf %786, %119#0 : f32
          %788 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %787 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%785, %788 : i32, f32)
          %789 = arith.addi %98, %c9472_i32 : i32
          %790 = arith.muli %789, %c4_i32 : i32
          %791 = arith.addi %7, %790 : i32
          %coord_131 = cute.make_coord() : () -> !cute.coord<"74">
          %792 = cute.memref.load(%frg_C_55, %coord_131) : (!memref_rmem_f32_1, !cute.coord<"74">) -> f32
          %793 = arith.mulf %792, %119#0 : f32
          %794 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %793 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%791, %794 : i32, f32)
          %795 = arith.addi %98, %c9600_i32 : i32
          %796 = arith.muli %795, %c4_i32 : i32
          %797 = arith.addi %7, %796 : i32
          %coord_132 = cute.make_coord() : () -> !cute.coord<"75">
          %798 = cute.memref.load(%frg_C_55, %coord_132) : (!memref_rmem_f32_1, !cute.coord<"75">) -> f32
          %799 = arith.mulf %798, %119#0 : f32
          %800 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %799 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%797, %800 : i32, f32)
          %801 = arith.addi %98, %c9728_i32 : i32
          %802 = arith.muli %801, %c4_i32 : i32
          %803 = arith.addi %7, %802 : i32
          %coord_133 = cute.make_coord() : () -> !cute.coord<"76">
          %804 = cute.memref.load(%frg_C_55, %coord_133) : (!memref_rmem_f32_1, !cute.coord<"76">) -> f32
          %805 = arith.mulf %804, %119#0 : f32
          %806 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %805 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%803, %806 : i32, f32)
          %807 = arith.addi %98, %c9856_i32 : i32
          %808 = arith.muli %807, %c4_i32 : i32
          %809 = arith.addi %7, %808 : i32
          %coord_134 = cute.make_coord() : () -> !cute.coord<"77">
          %810 = cute.memref.load(%frg_C_55, %coord_134) : (!memref_rmem_f32_1, !cute.coord<"77">) -> f32
          %811 = arith.mulf %810, %119#0 : f32
          %812 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %811 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%809, %812 : i32, f32)
          %813 = arith.addi %98, %c9984_i32 : i32
          %814 = arith.muli %813, %c4_i32 : i32
          %815 = arith.addi %7, %814 : i32
          %coord_135 = cute.make_coord() : () -> !cute.coord<"78">
          %816 = cute.memref.load(%frg_C_55, %coord_135) : (!memref_rmem_f32_1, !cute.coord<"78">) -> f32
          %817 = arith.mulf %816, %119#0 : f32
          %818 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %817 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%815, %818 : i32, f32)
          %819 = arith.addi %98, %c10112_i32 : i32
          %820 = arith.muli %819, %c4_i32 : i32
          %821 = arith.addi %7, %820 : i32
          %coord_136 = cute.make_coord() : () -> !cute.coord<"79">
          %822 = cute.memref.load(%frg_C_55, %coord_136) : (!memref_rmem_f32_1, !cute.coord<"79">) -> f32
          %823 = arith.mulf %822, %119#0 : f32
          %824 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %823 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%821, %824 : i32, f32)
          %825 = arith.addi %98, %c10240_i32 : i32
          %826 = arith.muli %825, %c4_i32 : i32
          %827 = arith.addi %7, %826 : i32
          %coord_137 = cute.make_coord() : () -> !cute.coord<"80">
          %828 = cute.memref.load(%frg_C_55, %coord_137) : (!memref_rmem_f32_1, !cute.coord<"80">) -> f32
          %829 = arith.mulf %828, %119#0 : f32
          %830 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %829 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%827, %830 : i32, f32)
          %831 = arith.addi %98, %c10368_i32 : i32
          %832 = arith.muli %831, %c4_i32 : i32
          %833 = arith.addi %7, %832 : i32
          %coord_138 = cute.make_coord() : () -> !cute.coord<"81">
          %834 = cute.memref.load(%frg_C_55, %coord_138) : (!memref_rmem_f32_1, !cute.coord<"81">) -> f32
          %835 = arith.mulf %834, %119#0 : f32
          %836 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %835 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%833, %836 : i32, f32)
          %837 = arith.addi %98, %c10496_i32 : i32
          %838 = arith.muli %837, %c4_i32 : i32
          %839 = arith.addi %7, %838 : i32
          %coord_139 = cute.make_coord() : () -> !cute.coord<"82">
          %840 = cute.memref.load(%frg_C_55, %coord_139) : (!memref_rmem_f32_1, !cute.coord<"82">) -> f32
          %841 = arith.mulf %840, %119#0 : f32
          %842 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %841 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%839, %842 : i32, f32)
          %843 = arith.addi %98, %c10624_i32 : i32
          %844 = arith.muli %843, %c4_i32 : i32
          %845 = arith.addi %7, %844 : i32
          %coord_140 = cute.make_coord() : () -> !cute.coord<"83">
          %846 = cute.memref.load(%frg_C_55, %coord_140) : (!memref_rmem_f32_1, !cute.coord<"83">) -> f32
          %847 = arith.mulf %846, %119#0 : f32
          %848 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %847 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%845, %848 : i32, f32)
          %849 = arith.addi %98, %c10752_i32 : i32
          %850 = arith.muli %849, %c4_i32 : i32
          %851 = arith.addi %7, %850 : i32
          %coord_141 = cute.make_coord() : () -> !cute.coord<"84">
          %852 = cute.memref.load(%frg_C_55, %coord_141) : (!memref_rmem_f32_1, !cute.coord<"84">) -> f32
          %853 = arith.mulf %852, %119#0 : f32
          %854 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %853 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%851, %854 : i32, f32)
          %855 = arith.addi %98, %c10880_i32 : i32
          %856 = arith.muli %855, %c4_i32 : i32
          %857 = arith.addi %7, %856 : i32
          %coord_142 = cute.make_coord() : () -> !cute.coord<"85">
          %858 = cute.memref.load(%frg_C_55, %coord_142) : (!memref_rmem_f32_1, !cute.coord<"85">) -> f32
          %859 = arith.mulf %858, %119#0 : f32
          %860 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %859 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%857, %860 : i32, f32)
          %861 = arith.addi %98, %c11008_i32 : i32
          %862 = arith.muli %861, %c4_i32 : i32
          %863 = arith.addi %7, %862 : i32
          %coord_143 = cute.make_coord() : () -> !cute.coord<"86">
          %864 = cute.memref.load(%frg_C_55, %coord_143) : (!memref_rmem_f32_1, !cute.coord<"86">) -> f32
          %865 = arith.mulf %864, %119#0 : f32
          %866 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %865 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%863, %866 : i32, f32)
          %867 = arith.addi %98, %c11136_i32 : i32
          %868 = arith.muli %867, %c4_i32 : i32
          %869 = arith.addi %7, %868 : i32
          %coord_144 = cute.make_coord() : () -> !cute.coord<"87">
          %870 = cute.memref.load(%frg_C_55, %coord_144) : (!memref_rmem_f32_1, !cute.coord<"87">) -> f32
          %871 = arith.mulf %870, %119#0 : f32
          %872 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %871 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%869, %872 : i32, f32)
          %873 = arith.addi %98, %c11264_i32 : i32
          %874 = arith.muli %873, %c4_i32 : i32
          %875 = arith.addi %7, %874 : i32
          %coord_145 = cute.make_coord() : () -> !cute.coord<"88">
          %876 = cute.memref.load(%frg_C_55, %coord_145) : (!memref_rmem_f32_1, !cute.coord<"88">) -> f32
          %877 = arith.mulf %876, %119#0 : f32
          %878 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %877 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%875, %878 : i32, f32)
          %879 = arith.addi %98, %c11392_i32 : i32
          %880 = arith.muli %879, %c4_i32 : i32
          %881 = arith.addi %7, %880 : i32
          %coord_146 = cute.make_coord() : () -> !cute.coord<"89">
          %882 = cute.memref.load(%frg_C_55, %coord_146) : (!memref_rmem_f32_1, !cute.coord<"89">) -> f32
          %883 = arith.mulf %882, %119#0 : f32
          %884 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %883 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%881, %884 : i32, f32)
          %885 = arith.addi %98, %c11520_i32 : i32
          %886 = arith.muli %885, %c4_i32 : i32
          %887 = arith.addi %7, %886 : i32
          %coord_147 = cute.make_coord() : () -> !cute.coord<"90">
          %888 = cute.memref.load(%frg_C_55, %coord_147) : (!memref_rmem_f32_1, !cute.coord<"90">) -> f32
          %889 = arith.mulf %888, %119#0 : f32
          %890 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %889 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%887, %890 : i32, f32)
          %891 = arith.addi %98, %c11648_i32 : i32
          %892 = arith.muli %891, %c4_i32 : i32
          %893 = arith.addi %7, %892 : i32
          %coord_148 = cute.make_coord() : () -> !cute.coord<"91">
          %894 = cute.memref.load(%frg_C_55, %coord_148) : (!memref_rmem_f32_1, !cute.coord<"91">) -> f32
          %895 = arith.mulf %894, %119#0 : f32
          %896 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %895 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%893, %896 : i32, f32)
          %897 = arith.addi %98, %c11776_i32 : i32
          %898 = arith.muli %897, %c4_i32 : i32
          %899 = arith.addi %7, %898 : i32
          %coord_149 = cute.make_coord() : () -> !cute.coord<"92">
          %900 = cute.memref.load(%frg_C_55, %coord_149) : (!memref_rmem_f32_1, !cute.coord<"92">) -> f32
          %901 = arith.mulf %900, %119#0 : f32
          %902 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %901 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%899, %902 : i32, f32)
          %903 = arith.addi %98, %c11904_i32 : i32
          %904 = arith.muli %903, %c4_i32 : i32
          %905 = arith.addi %7, %904 : i32
          %coord_150 = cute.make_coord() : () -> !cute.coord<"93">
          %906 = cute.memref.load(%frg_C_55, %coord_150) : (!memref_rmem_f32_1, !cute.coord<"93">) -> f32
          %907 = arith.mulf %906, %119#0 : f32
          %908 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %907 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%905, %908 : i32, f32)
          %909 = arith.addi %98, %c12032_i32 : i32
          %910 = arith.muli %909, %c4_i32 : i32
          %911 = arith.addi %7, %910 : i32
          %coord_151 = cute.make_coord() : () -> !cute.coord<"94">
          %912 = cute.memref.load(%frg_C_55, %coord_151) : (!memref_rmem_f32_1, !cute.coord<"94">) -> f32
          %913 = arith.mulf %912, %119#0 : f32
          %914 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %913 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%911, %914 : i32, f32)
          %915 = arith.addi %98, %c12160_i32 : i32
          %916 = arith.muli %915, %c4_i32 : i32
          %917 = arith.addi %7, %916 : i32
          %coord_152 = cute.make_coord() : () -> !cute.coord<"95">
          %918 = cute.memref.load(%frg_C_55, %coord_152) : (!memref_rmem_f32_1, !cute.coord<"95">) -> f32
          %919 = arith.mulf %918, %119#0 : f32
          %920 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %919 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%917, %920 : i32, f32)
          %921 = arith.addi %98, %c12288_i32 : i32
          %922 = arith.muli %921, %c4_i32 : i32
          %923 = arith.addi %7, %922 : i32
          %coord_153 = cute.make_coord() : () -> !cute.coord<"96">
          %924 = cute.memref.load(%frg_C_55, %coord_153) : (!memref_rmem_f32_1, !cute.coord<"96">) -> f32
          %925 = arith.mulf %924, %119#0 : f32
          %926 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %925 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%923, %926 : i32, f32)
          %927 = arith.addi %98, %c12416_i32 : i32
          %928 = arith.muli %927, %c4_i32 : i32
          %929 = arith.addi %7, %928 : i32
          %coord_154 = cute.make_coord() : () -> !cute.coord<"97">
          %930 = cute.memref.load(%frg_C_55, %coord_154) : (!memref_rmem_f32_1, !cute.coord<"97">) -> f32
          %931 = arith.mulf %930, %119#0 : f32
          %932 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %931 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%929, %932 : i32, f32)
          %933 = arith.addi %98, %c12544_i32 : i32
          %934 = arith.muli %933, %c4_i32 : i32
          %935 = arith.addi %7, %934 : i32
          %coord_155 = cute.make_coord() : () -> !cute.coord<"98">
          %936 = cute.memref.load(%frg_C_55, %coord_155) : (!memref_rmem_f32_1, !cute.coord<"98">) -> f32
          %937 = arith.mulf %936, %119#0 : f32
          %938 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %937 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%935, %938 : i32, f32)
          %939 = arith.addi %98, %c12672_i32 : i32
          %940 = arith.muli %939, %c4_i32 : i32
          %941 = arith.addi %7, %940 : i32
          %coord_156 = cute.make_coord() : () -> !cute.coord<"99">
          %942 = cute.memref.load(%frg_C_55, %coord_156) : (!memref_rmem_f32_1, !cute.coord<"99">) -> f32
          %943 = arith.mulf %942, %119#0 : f32
          %944 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %943 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%941, %944 : i32, f32)
          %945 = arith.addi %98, %c12800_i32 : i32
          %946 = arith.muli %945, %c4_i32 : i32
          %947 = arith.addi %7, %946 : i32
          %coord_157 = cute.make_coord() : () -> !cute.coord<"100">
          %948 = cute.memref.load(%frg_C_55, %coord_157) : (!memref_rmem_f32_1, !cute.coord<"100">) -> f32
          %949 = arith.mulf %948, %119#0 : f32
          %950 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %949 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%947, %950 : i32, f32)
          %951 = arith.addi %98, %c12928_i32 : i32
          %952 = arith.muli %951, %c4_i32 : i32
          %953 = arith.addi %7, %952 : i32
          %coord_158 = cute.make_coord() : () -> !cute.coord<"101">
          %954 = cute.memref.load(%frg_C_55, %coord_158) : (!memref_rmem_f32_1, !cute.coord<"101">) -> f32
          %955 = arith.mulf %954, %119#0 : f32
          %956 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %955 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%953, %956 : i32, f32)
          %957 = arith.addi %98, %c13056_i32 : i32
          %958 = arith.muli %957, %c4_i32 : i32
          %959 = arith.addi %7, %958 : i32
          %coord_159 = cute.make_coord() : () -> !cute.coord<"102">
          %960 = cute.memref.load(%frg_C_55, %coord_159) : (!memref_rmem_f32_1, !cute.coord<"102">) -> f32
          %961 = arith.mulf %960, %119#0 : f32
          %962 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %961 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%959, %962 : i32, f32)
          %963 = arith.addi %98, %c13184_i32 : i32
          %964 = arith.muli %963, %c4_i32 : i32
          %965 = arith.addi %7, %964 : i32
          %coord_160 = cute.make_coord() : () -> !cute.coord<"103">
          %966 = cute.memref.load(%frg_C_55, %coord_160) : (!memref_rmem_f32_1, !cute.coord<"103">) -> f32
          %967 = arith.mulf %966, %119#0 : f32
          %968 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %967 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%965, %968 : i32, f32)
          %969 = arith.addi %98, %c13312_i32 : i32
          %970 = arith.muli %969, %c4_i32 : i32
          %971 = arith.addi %7, %970 : i32
          %coord_161 = cute.make_coord() : () -> !cute.coord<"104">
          %972 = cute.memref.load(%frg_C_55, %coord_161) : (!memref_rmem_f32_1, !cute.coord<"104">) -> f32
          %973 = arith.mulf %972, %119#0 : f32
          %974 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %973 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%971, %974 : i32, f32)
          %975 = arith.addi %98, %c13440_i32 : i32
          %976 = arith.muli %975, %c4_i32 : i32
          %977 = arith.addi %7, %976 : i32
          %coord_162 = cute.make_coord() : () -> !cute.coord<"105">
          %978 = cute.memref.load(%frg_C_55, %coord_162) : (!memref_rmem_f32_1, !cute.coord<"105">) -> f32
          %979 = arith.mulf %978, %119#0 : f32
          %980 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %979 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%977, %980 : i32, f32)
          %981 = arith.addi %98, %c13568_i32 : i32
          %982 = arith.muli %981, %c4_i32 : i32
          %983 = arith.addi %7, %982 : i32
          %coord_163 = cute.make_coord() : () -> !cute.coord<"106">
          %984 = cute.memref.load(%frg_C_55, %coord_163) : (!memref_rmem_f32_1, !cute.coord<"106">) -> f32
          %985 = arith.mulf %984, %119#0 : f32
          %986 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %985 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%983, %986 : i32, f32)
          %987 = arith.addi %98, %c13696_i32 : i32
          %988 = arith.muli %987, %c4_i32 : i32
          %989 = arith.addi %7, %988 : i32
          %coord_164 = cute.make_coord() : () -> !cute.coord<"107">
          %990 = cute.memref.load(%frg_C_55, %coord_164) : (!memref_rmem_f32_1, !cute.coord<"107">) -> f32
          %991 = arith.mulf %990, %119#0 : f32
          %992 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %991 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%989, %992 : i32, f32)
          %993 = arith.addi %98, %c13824_i32 : i32
          %994 = arith.muli %993, %c4_i32 : i32
          %995 = arith.addi %7, %994 : i32
          %coord_165 = cute.make_coord() : () -> !cute.coord<"108">
          %996 = cute.memref.load(%frg_C_55, %coord_165) : (!memref_rmem_f32_1, !cute.coord<"108">) -> f32
          %997 = arith.mulf %996, %119#0 : f32
          %998 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %997 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%995, %998 : i32, f32)
          %999 = arith.addi %98, %c13952_i32 : i32
          %1000 = arith.muli %999, %c4_i32 : i32
          %1001 = arith.addi %7, %1000 : i32
          %coord_166 = cute.make_coord() : () -> !cute.coord<"109">
          %1002 = cute.memref.load(%frg_C_55, %coord_166) : (!memref_rmem_f32_1, !cute.coord<"109">) -> f32
          %1003 = arith.mulf %1002, %119#0 : f32
          %1004 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1003 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1001, %1004 : i32, f32)
          %1005 = arith.addi %98, %c14080_i32 : i32
          %1006 = arith.muli %1005, %c4_i32 : i32
          %1007 = arith.addi %7, %1006 : i32
          %coord_167 = cute.make_coord() : () -> !cute.coord<"110">
          %1008 = cute.memref.load(%frg_C_55, %coord_167) : (!memref_rmem_f32_1, !cute.coord<"110">) -> f32
          %1009 = arith.mulf %1008, %119#0 : f32
          %1010 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1009 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1007, %1010 : i32, f32)
          %1011 = arith.addi %98, %c14208_i32 : i32
          %1012 = arith.muli %1011, %c4_i32 : i32
          %1013 = arith.addi %7, %1012 : i32
          %coord_168 = cute.make_coord() : () -> !cute.coord<"111">
          %1014 = cute.memref.load(%frg_C_55, %coord_168) : (!memref_rmem_f32_1, !cute.coord<"111">) -> f32
          %1015 = arith.mulf %1014, %119#0 : f32
          %1016 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1015 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1013, %1016 : i32, f32)
          %1017 = arith.addi %98, %c14336_i32 : i32
          %1018 = arith.muli %1017, %c4_i32 : i32
          %1019 = arith.addi %7, %1018 : i32
          %coord_169 = cute.make_coord() : () -> !cute.coord<"112">
          %1020 = cute.memref.load(%frg_C_55, %coord_169) : (!memref_rmem_f32_1, !cute.coord<"112">) -> f32
          %1021 = arith.mulf %1020, %119#0 : f32
          %1022 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1021 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1019, %1022 : i32, f32)
          %1023 = arith.addi %98, %c14464_i32 : i32
          %1024 = arith.muli %1023, %c4_i32 : i32
          %1025 = arith.addi %7, %1024 : i32
          %coord_170 = cute.make_coord() : () -> !cute.coord<"113">
          %1026 = cute.memref.load(%frg_C_55, %coord_170) : (!memref_rmem_f32_1, !cute.coord<"113">) -> f32
          %1027 = arith.mulf %1026, %119#0 : f32
          %1028 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1027 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1025, %1028 : i32, f32)
          %1029 = arith.addi %98, %c14592_i32 : i32
          %1030 = arith.muli %1029, %c4_i32 : i32
          %1031 = arith.addi %7, %1030 : i32
          %coord_171 = cute.make_coord() : () -> !cute.coord<"114">
          %1032 = cute.memref.load(%frg_C_55, %coord_171) : (!memref_rmem_f32_1, !cute.coord<"114">) -> f32
          %1033 = arith.mulf %1032, %119#0 : f32
          %1034 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1033 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1031, %1034 : i32, f32)
          %1035 = arith.addi %98, %c14720_i32 : i32
          %1036 = arith.muli %1035, %c4_i32 : i32
          %1037 = arith.addi %7, %1036 : i32
          %coord_172 = cute.make_coord() : () -> !cute.coord<"115">
          %1038 = cute.memref.load(%frg_C_55, %coord_172) : (!memref_rmem_f32_1, !cute.coord<"115">) -> f32
          %1039 = arith.mulf %1038, %119#0 : f32
          %1040 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1039 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1037, %1040 : i32, f32)
          %1041 = arith.addi %98, %c14848_i32 : i32
          %1042 = arith.muli %1041, %c4_i32 : i32
          %1043 = arith.addi %7, %1042 : i32
          %coord_173 = cute.make_coord() : () -> !cute.coord<"116">
          %1044 = cute.memref.load(%frg_C_55, %coord_173) : (!memref_rmem_f32_1, !cute.coord<"116">) -> f32
          %1045 = arith.mulf %1044, %119#0 : f32
          %1046 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1045 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1043, %1046 : i32, f32)
          %1047 = arith.addi %98, %c14976_i32 : i32
          %1048 = arith.muli %1047, %c4_i32 : i32
          %1049 = arith.addi %7, %1048 : i32
          %coord_174 = cute.make_coord() : () -> !cute.coord<"117">
          %1050 = cute.memref.load(%frg_C_55, %coord_174) : (!memref_rmem_f32_1, !cute.coord<"117">) -> f32
          %1051 = arith.mulf %1050, %119#0 : f32
          %1052 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1051 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1049, %1052 : i32, f32)
          %1053 = arith.addi %98, %c15104_i32 : i32
          %1054 = arith.muli %1053, %c4_i32 : i32
          %1055 = arith.addi %7, %1054 : i32
          %coord_175 = cute.make_coord() : () -> !cute.coord<"118">
          %1056 = cute.memref.load(%frg_C_55, %coord_175) : (!memref_rmem_f32_1, !cute.coord<"118">) -> f32
          %1057 = arith.mulf %1056, %119#0 : f32
          %1058 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1057 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1055, %1058 : i32, f32)
          %1059 = arith.addi %98, %c15232_i32 : i32
          %1060 = arith.muli %1059, %c4_i32 : i32
          %1061 = arith.addi %7, %1060 : i32
          %coord_176 = cute.make_coord() : () -> !cute.coord<"119">
          %1062 = cute.memref.load(%frg_C_55, %coord_176) : (!memref_rmem_f32_1, !cute.coord<"119">) -> f32
          %1063 = arith.mulf %1062, %119#0 : f32
          %1064 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1063 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1061, %1064 : i32, f32)
          %1065 = arith.addi %98, %c15360_i32 : i32
          %1066 = arith.muli %1065, %c4_i32 : i32
          %1067 = arith.addi %7, %1066 : i32
          %coord_177 = cute.make_coord() : () -> !cute.coord<"120">
          %1068 = cute.memref.load(%frg_C_55, %coord_177) : (!memref_rmem_f32_1, !cute.coord<"120">) -> f32
          %1069 = arith.mulf %1068, %119#0 : f32
          %1070 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1069 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1067, %1070 : i32, f32)
          %1071 = arith.addi %98, %c15488_i32 : i32
          %1072 = arith.muli %1071, %c4_i32 : i32
          %1073 = arith.addi %7, %1072 : i32
          %coord_178 = cute.make_coord() : () -> !cute.coord<"121">
          %1074 = cute.memref.load(%frg_C_55, %coord_178) : (!memref_rmem_f32_1, !cute.coord<"121">) -> f32
          %1075 = arith.mulf %1074, %119#0 : f32
          %1076 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1075 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1073, %1076 : i32, f32)
          %1077 = arith.addi %98, %c15616_i32 : i32
          %1078 = arith.muli %1077, %c4_i32 : i32
          %1079 = arith.addi %7, %1078 : i32
          %coord_179 = cute.make_coord() : () -> !cute.coord<"122">
          %1080 = cute.memref.load(%frg_C_55, %coord_179) : (!memref_rmem_f32_1, !cute.coord<"122">) -> f32
          %1081 = arith.mulf %1080, %119#0 : f32
          %1082 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1081 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1079, %1082 : i32, f32)
          %1083 = arith.addi %98, %c15744_i32 : i32
          %1084 = arith.muli %1083, %c4_i32 : i32
          %1085 = arith.addi %7, %1084 : i32
          %coord_180 = cute.make_coord() : () -> !cute.coord<"123">
          %1086 = cute.memref.load(%frg_C_55, %coord_180) : (!memref_rmem_f32_1, !cute.coord<"123">) -> f32
          %1087 = arith.mulf %1086, %119#0 : f32
          %1088 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1087 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1085, %1088 : i32, f32)
          %1089 = arith.addi %98, %c15872_i32 : i32
          %1090 = arith.muli %1089, %c4_i32 : i32
          %1091 = arith.addi %7, %1090 : i32
          %coord_181 = cute.make_coord() : () -> !cute.coord<"124">
          %1092 = cute.memref.load(%frg_C_55, %coord_181) : (!memref_rmem_f32_1, !cute.coord<"124">) -> f32
          %1093 = arith.mulf %1092, %119#0 : f32
          %1094 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1093 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1091, %1094 : i32, f32)
          %1095 = arith.addi %98, %c16000_i32 : i32
          %1096 = arith.muli %1095, %c4_i32 : i32
          %1097 = arith.addi %7, %1096 : i32
          %coord_182 = cute.make_coord() : () -> !cute.coord<"125">
          %1098 = cute.memref.load(%frg_C_55, %coord_182) : (!memref_rmem_f32_1, !cute.coord<"125">) -> f32
          %1099 = arith.mulf %1098, %119#0 : f32
          %1100 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1099 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1097, %1100 : i32, f32)
          %1101 = arith.addi %98, %c16128_i32 : i32
          %1102 = arith.muli %1101, %c4_i32 : i32
          %1103 = arith.addi %7, %1102 : i32
          %coord_183 = cute.make_coord() : () -> !cute.coord<"126">
          %1104 = cute.memref.load(%frg_C_55, %coord_183) : (!memref_rmem_f32_1, !cute.coord<"126">) -> f32
          %1105 = arith.mulf %1104, %119#0 : f32
          %1106 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1105 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1103, %1106 : i32, f32)
          %1107 = arith.addi %98, %c16256_i32 : i32
          %1108 = arith.muli %1107, %c4_i32 : i32
          %1109 = arith.addi %7, %1108 : i32
          %coord_184 = cute.make_coord() : () -> !cute.coord<"127">
          %1110 = cute.memref.load(%frg_C_55, %coord_184) : (!memref_rmem_f32_1, !cute.coord<"127">) -> f32
          %1111 = arith.mulf %1110, %119#0 : f32
          %1112 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1111 : (f32) -> f32
          nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1109, %1112 : i32, f32)
          %1113 = arith.cmpi eq, %100, %c0_i32 : i32
          %1114 = arith.andi %193, %1113 : i1
          scf.if %1114 {
            %1116 = arith.addi %102, %194 : i32
            %1117 = cute.memref.load(%rmem, %coord_57) : (!memref_rmem_f32_2, !cute.coord<"0">) -> f32
            %1118 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1117 : (f32) -> f32
            nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1116, %1118 : i32, f32)
            %1119 = arith.addi %102, %199 : i32
            %1120 = cute.memref.load(%rmem_56, %coord_57) : (!memref_rmem_f32_2, !cute.coord<"0">) -> f32
            %1121 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1120 : (f32) -> f32
            nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1119, %1121 : i32, f32)
            %1122 = arith.addi %102, %213 : i32
            %1123 = cute.memref.load(%rmem, %coord_58) : (!memref_rmem_f32_2, !cute.coord<"1">) -> f32
            %1124 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1123 : (f32) -> f32
            nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1122, %1124 : i32, f32)
            %1125 = arith.addi %102, %218 : i32
            %1126 = cute.memref.load(%rmem_56, %coord_58) : (!memref_rmem_f32_2, !cute.coord<"1">) -> f32
            %1127 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1126 : (f32) -> f32
            nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1125, %1127 : i32, f32)
            %1128 = arith.addi %102, %232 : i32
            %1129 = cute.memref.load(%rmem, %coord_59) : (!memref_rmem_f32_2, !cute.coord<"2">) -> f32
            %1130 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1129 : (f32) -> f32
            nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1128, %1130 : i32, f32)
            %1131 = arith.addi %102, %237 : i32
            %1132 = cute.memref.load(%rmem_56, %coord_59) : (!memref_rmem_f32_2, !cute.coord<"2">) -> f32
            %1133 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1132 : (f32) -> f32
            nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1131, %1133 : i32, f32)
            %1134 = arith.addi %102, %251 : i32
            %1135 = cute.memref.load(%rmem, %coord_60) : (!memref_rmem_f32_2, !cute.coord<"3">) -> f32
            %1136 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1135 : (f32) -> f32
            nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1134, %1136 : i32, f32)
            %1137 = arith.addi %102, %256 : i32
            %1138 = cute.memref.load(%rmem_56, %coord_60) : (!memref_rmem_f32_2, !cute.coord<"3">) -> f32
            %1139 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1138 : (f32) -> f32
            nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1137, %1139 : i32, f32)
            %1140 = arith.addi %102, %270 : i32
            %1141 = cute.memref.load(%rmem, %coord_61) : (!memref_rmem_f32_2, !cute.coord<"4">) -> f32
            %1142 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1141 : (f32) -> f32
            nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1140, %1142 : i32, f32)
            %1143 = arith.addi %102, %275 : i32
            %1144 = cute.memref.load(%rmem_56, %coord_61) : (!memref_rmem_f32_2, !cute.coord<"4">) -> f32
            %1145 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1144 : (f32) -> f32
            nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1143, %1145 : i32, f32)
            %1146 = arith.addi %102, %289 : i32
            %1147 = cute.memref.load(%rmem, %coord_62) : (!memref_rmem_f32_2, !cute.coord<"5">) -> f32
            %1148 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1147 : (f32) -> f32
            nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1146, %1148 : i32, f32)
            %1149 = arith.addi %102, %294 : i32
            %1150 = cute.memref.load(%rmem_56, %coord_62) : (!memref_rmem_f32_2, !cute.coord<"5">) -> f32
            %1151 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1150 : (f32) -> f32
            nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1149, %1151 : i32, f32)
            %1152 = arith.addi %102, %308 : i32
            %1153 = cute.memref.load(%rmem, %coord_63) : (!memref_rmem_f32_2, !cute.coord<"6">) -> f32
            %1154 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1153 : (f32) -> f32
            nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1152, %1154 : i32, f32)
            %1155 = arith.addi %102, %313 : i32
            %1156 = cute.memref.load(%rmem_56, %coord_63) : (!memref_rmem_f32_2, !cute.coord<"6">) -> f32
            %1157 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1156 : (f32) -> f32
            nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1155, %1157 : i32, f32)
            %1158 = arith.addi %102, %327 : i32
            %1159 = cute.memref.load(%rmem, %coord_64) : (!memref_rmem_f32_2, !cute.coord<"7">) -> f32
            %1160 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1159 : (f32) -> f32
            nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1158, %1160 : i32, f32)
            %1161 = arith.addi %102, %332 : i32
            %1162 = cute.memref.load(%rmem_56, %coord_64) : (!memref_rmem_f32_2, !cute.coord<"7">) -> f32
            %1163 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1162 : (f32) -> f32
            nvvm.inline_ptx "st.shared.f32 [{$r0}], {$r1};" ro(%1161, %1163 : i32, f32)
          }
          nvvm.barrier id = %c5_i32 number_of_threads = %c256_i32
          %1115 = arith.cmpi sgt, %arg33, %c1_i32 : i32
          scf.if %1115 {
            nvvm.inline_ptx "fence.acq_rel.gpu;"
            nvvm.barrier id = %c5_i32 number_of_threads = %c256_i32
            %1116 = arith.addi %arg28, %11 : i64
            %1117 = arith.cmpi eq, %96, %c0_i32 : i32
            scf.if %1117 {
              %1121 = nvvm.inline_ptx "atom.acq_rel.gpu.global.add.s32 {$w0}, [{$r0}], {$r1};" ro(%1116, %c1_i32 : i64, i32) -> i32
              nvvm.inline_ptx "st.shared.b32 [{$r0}], {$r1};" ro(%105, %1121 : i32, i32)
            }
            nvvm.barrier id = %c5_i32 number_of_threads = %c256_i32
            %1118 = nvvm.inline_ptx "ld.shared.b32 {$w0}, [{$r0}];" ro(%105 : i32) -> i32
            %1119 = arith.subi %arg33, %c1_i32 : i32
            %1120 = arith.cmpi eq, %1118, %1119 : i32
            scf.if %1120 {
              nvvm.inline_ptx "fence.acq_rel.gpu;"
              %1121 = arith.extsi %arg33 : i32 to i64
              %1122 = arith.muli %10, %1121 : i64
              %1123 = arith.muli %96, %c2_i32 : i32
              scf.for %arg34 = %c0_i32 to %arg31 step %c1_i32  : i32 {
                %1124 = scf.for %arg35 = %c0_i32 to %arg33 step %c1_i32 iter_args(%arg36 = %cst_3) -> (f32)  : i32 {
                  %1152 = arith.extsi %arg35 : i32 to i64
                  %1153 = arith.addi %1122, %1152 : i64
                  %1154 = arith.extsi %arg31 : i32 to i64
                  %1155 = arith.muli %1153, %1154 : i64
                  %1156 = arith.extsi %arg34 : i32 to i64
                  %1157 = arith.addi %1155, %1156 : i64
                  %1158 = arith.muli %1157, %c4_i64 : i64
                  %1159 = arith.addi %arg30, %1158 : i64
                  %1160 = nvvm.inline_ptx "ld.global.cg.f32 {$w0}, [{$r0}];" ro(%1159 : i64) -> f32
                  %1161 = nvvm.fmax %arg36, %1160
                  scf.yield %1161 : f32
                } {loop_annotation = #loop_annotation}
                %1125 = arith.cmpf oeq, %1124, %cst_3 : f32
                %1126 = arith.select %1125, %cst_4, %1124 : f32
                %1127:3 = scf.for %arg35 = %c0_i32 to %arg33 step %c1_i32 iter_args(%arg36 = %cst_4, %arg37 = %cst_4, %arg38 = %cst_4) -> (f32, f32, f32)  : i32 {
                  %1152 = arith.extsi %arg35 : i32 to i64
                  %1153 = arith.addi %1122, %1152 : i64
                  %1154 = arith.extsi %arg31 : i32 to i64
                  %1155 = arith.muli %1153, %1154 : i64
                  %1156 = arith.extsi %arg34 : i32 to i64
                  %1157 = arith.addi %1155, %1156 : i64
                  %1158 = arith.muli %1157, %c4_i64 : i64
                  %1159 = arith.addi %arg30, %1158 : i64
                  %1160 = nvvm.inline_ptx "ld.global.cg.f32 {$w0}, [{$r0}];" ro(%1159 : i64) -> f32
                  %1161 = arith.subf %1160, %1126 : f32
                  %1162 = math.exp2 %1161 : f32
                  %1163 = arith.addf %arg36, %1162 : f32
                  %1164 = arith.muli %1157, %c512_i64 : i64
                  %1165 = arith.extsi %1123 : i32 to i64
                  %1166 = arith.addi %1164, %1165 : i64
                  %1167 = arith.muli %1166, %c4_i64 : i64
                  %1168 = arith.addi %arg29, %1167 : i64
                  %1169 = nvvm.inline_ptx "ld.global.cg.f32 {$w0}, [{$r0}];" ro(%1168 : i64) -> f32
                  %1170 = arith.mulf %1162, %1169 : f32
                  %1171 = arith.addf %arg37, %1170 : f32
                  %1172 = arith.addi %1168, %c4_i64 : i64
                  %1173 = nvvm.inline_ptx "ld.global.cg.f32 {$w0}, [{$r0}];" ro(%1172 : i64) -> f32
                  %1174 = arith.mulf %1162, %1173 : f32
                  %1175 = arith.addf %arg38, %1174 : f32
                  scf.yield %1163, %1171, %1175 : f32, f32, f32
                } {loop_annotation = #loop_annotation}
                %1128 = arith.extsi %arg34 : i32 to i64
                %1129 = arith.muli %1128, %c4_i64 : i64
                %1130 = arith.addi %arg9, %1129 : i64
                %1131 = nvvm.inline_ptx "ld.global.nc.f32 {$w0}, [{$r0}];" ro(%1130 : i64) -> f32
                %1132 = arith.mulf %1131, %cst_1 : f32
                %1133 = arith.subf %1132, %1126 : f32
                %1134 = math.exp2 %1133 : f32
                %1135 = arith.addf %1127#0, %1134 : f32
                %1136 = arith.cmpf ogt, %1127#0, %cst_4 : f32
                %1137 = arith.divf %cst_2, %1135 : f32
                %1138 = arith.select %1136, %1137, %cst_4 : f32
                %1139 = arith.extsi %arg6 : i32 to i64
                %1140 = arith.muli %10, %1139 : i64
                %1141 = arith.extsi %arg7 : i32 to i64
                %1142 = arith.muli %1128, %1141 : i64
                %1143 = arith.addi %1140, %1142 : i64
                %1144 = arith.extsi %1123 : i32 to i64
                %1145 = arith.addi %1143, %1144 : i64
                %1146 = arith.muli %1145, %c2_i64 : i64
                %1147 = arith.addi %arg5, %1146 : i64
                %1148 = arith.mulf %1127#1, %1138 : f32
                %1149 = arith.mulf %1127#2, %1138 : f32
                %1150 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1148 : (f32) -> f32
                %1151 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1149 : (f32) -> f32
                nvvm.inline_ptx "{ .reg .b32 t; cvt.rn.bf16x2.f32 t, {$r2}, {$r1}; st.global.b32 [{$r0}], t; }" ro(%1147, %1150, %1151 : i64, f32, f32)
                scf.if %1117 {
                  %1152 = arith.extsi %arg31 : i32 to i64
                  %1153 = arith.muli %10, %1152 : i64
                  %1154 = arith.addi %1153, %1128 : i64
                  %1155 = arith.muli %1154, %c4_i64 : i64
                  %1156 = arith.addi %arg8, %1155 : i64
                  %1157 = math.log2 %1127#0 : f32
                  %1158 = arith.addf %1157, %1126 : f32
                  %1159 = arith.mulf %1158, %cst_0 : f32
                  %1160 = llvm.inline_asm "mov.f32 $0, $1;", "=f,f" %1159 : (f32) -> f32
                  nvvm.inline_ptx "st.global.f32 [{$r0}], {$r1};" ro(%1156, %1160 : i64, f32)
                }
              } {loop_annotation = #loop_annotation}
              scf.if %1117 {
                nvvm.inline_ptx "st.global.b32 [{$r0}], {$r1};" ro(%1116, %c0_i32 : i64, i32)
              }
            }
          }
        }
      }
      return
    }
  }
  func.func @cutlass___call___sparsemlakernelscutedecode_swapSparseDecodeSwapF16Sm90_object_at___________________________________CUstream_0x0(%arg0: i64, %arg1: i32, %arg2: i32, %arg3: i64, %arg4: i32, %arg5: i32, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i32, %arg11: i64, %arg12: i32, %arg13: i32, %arg14: i32, %arg15: i32, %arg16: f32, %arg17: i64, %arg18: i64, %arg19: i32, %arg20: i64, %arg21: i32, %arg22: i32, %arg23: i32, %arg24: i32, %arg25: f32, %arg26: i64, %arg27: i64, %arg28: i64, %arg29: i32, %arg30: i32, %arg31: f32, %arg32: i32, %arg33: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c384_i32 = arith.constant 384 : i32
    %c232448_i64 = arith.constant 232448 : i64
    %false = arith.constant false
    %atom = cute.make_atom(%false) : (i1) -> !cute_nvgpu.sm90.mma<64x32x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>
    %0 = cute.make_tiled_mma(%atom) : !mma_f16_f16_f32_64x32x16
    %atom_0 = cute.make_atom(%false) : (i1) -> !cute_nvgpu.sm90.mma<64x32x16, ab_major = (mn, k), elem_type = (f16, f16, f32), frag_kind = ss>
    %1 = cute.make_tiled_mma(%atom_0) : !mma_f16_f16_f32_64x32x16_1
    %2 = cute.kernel_smem_size @kernels::@kernel_cutlass_kernel_sparsemlakernelscutedecode_swapSparseDecodeSwapF16Sm90_object_at__TiledMMA_ThrLayoutVMNK1281111000_PermutationMNK____MMAAtom_ThrID1281_ShapeMNK643216_TVLayoutA128641_0 : i64
    %3 = arith.cmpi sgt, %2, %c232448_i64 : i64
    scf.if %3 {
      cute.print("\0AError: kernel '@kernels::@kernel_cutlass_kernel_sparsemlakernelscutedecode_swapSparseDecodeSwapF16Sm90_object_at__TiledMMA_ThrLayoutVMNK1281111000_PermutationMNK____MMAAtom_ThrID1281_ShapeMNK643216_TVLayoutA128641_0' launch shared memory exceeds current GPU arch sm_90a allowed. Allocated: {} bytes. Max: 232448 bytes.\0A\0A", %2) : i64
    }
    %4 = cuda.launch_cfg.create<max_attrs = 17 : i32> (blockDim = (%c384_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %2, gridDim = (%arg29, %c1_i32, %arg32), stream = %arg33) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 17>
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%4] %c0_i32 : !cuda.launch_cfg<max_attrs = 17>, i32
    cuda.launch_cfg.cooperative[%4] %c0_i32 : !cuda.launch_cfg<max_attrs = 17>, i32
    %5 = cuda.launch_ex @kernels::@kernel_cutlass_kernel_sparsemlakernelscutedecode_swapSparseDecodeSwapF16Sm90_object_at__TiledMMA_ThrLayoutVMNK1281111000_PermutationMNK____MMAAtom_ThrID1281_ShapeMNK643216_TVLayoutA128641_0<%4> (%0, %1, %arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %arg30, %arg31, %arg32) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 17>, (!mma_f16_f16_f32_64x32x16, !mma_f16_f16_f32_64x32x16_1, i64, i32, i32, i64, i32, i32, i64, i64, i64, i64, i32, i64, i32, i32, i32, i32, f32, i64, i64, i32, i64, i32, i32, i32, i32, f32, i64, i64, i64, i32, f32, i32) -> !cuda.result
    %6 = cuda.cast %5 : !cuda.result -> i32
    cuda.return_if_error %6 : i32
    return %c0_i32 : i32
  }
}

