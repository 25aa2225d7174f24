import type { lists as en } from "../en/lists";
import type { Catalog } from "../types";

export const lists: Catalog<typeof en> = {
  loadMore: "Carregar mais",
  loadingMore: "Carregando mais…",
  loadMoreFailed: "Não foi possível carregar mais.",
  end: "Isso é tudo.",
};
