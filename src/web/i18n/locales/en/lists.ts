/** Paged lists (dashboard, timeline, activity feed): loading the next page. */
export const lists = {
  loadMore: "Load more",
  loadingMore: "Loading more…",
  loadMoreFailed: "Could not load more.",
  end: "That is everything.",
};
