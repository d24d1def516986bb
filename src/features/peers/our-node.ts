/** What our node reports, to compare peers against. */
export interface OurNode {
  headBlockNum?: number | undefined;
  libBlockNum?: number | undefined;
  chainId?: string | undefined;
}
